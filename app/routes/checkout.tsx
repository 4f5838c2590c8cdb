import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useMemo, useState } from "react";
import { AddressCard } from "~/features/buying/checkout/AddressCard";
import { CheckoutLines } from "~/features/buying/checkout/CheckoutLines";
import { ConfirmCancel } from "~/features/buying/checkout/ConfirmCancel";
import { ShippingPanel } from "~/features/buying/checkout/ShippingPanel";
import { PartialDraftsContext } from "~/features/buying/checkout/partialDrafts";
import { SubmitPanel } from "~/features/buying/checkout/SubmitPanel";
import { listAddresses } from "~/lib/admin/address.server";
import {
  createTransaction,
  listCouriers,
  negotiatePrice,
  negotiateShipping,
  quoteShipping,
  storeShippingCost,
  type Checkout,
  type ShipmentQuote,
} from "~/lib/admin/checkout.server";
import {
  AdminError,
  adminClient,
  isHostFailure,
  emptyOnAdminError,
  type AdminClient,
} from "~/lib/admin/client.server";
import {
  CHOOSE_SERVICE_FIRST,
  checkoutHref,
  checkoutForm,
  partialPayload,
  placeFrom,
  storedServiceFor,
  summaryOf,
  type Place,
} from "~/features/buying/checkout/checkout";
import { CART } from "~/features/buying/cart";
import { requireCheckout, placeOf } from "~/features/buying/checkout/checkout.server";
import { CHOOSE_COURIER_FIRST } from "~/features/buying/offer-limits";
import { priceOfferError, shippingOfferError } from "@contract/offers";
import { PARTIAL_SUBMIT_ERROR, parseParts, partialError } from "~/features/buying/partial";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { refusalAnswer, submissionAnswer, type FormAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { notFound } from "~/lib/not-found.server";
import { STORE_REFUSAL_TITLE } from "~/lib/forms/texts";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepRetryAfter } from "~/lib/http.server";
import { checkoutActionSchema, type CheckoutAction } from "~/features/buying/checkout/schema";
import { commitSession, requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "buying", "infoList", "compare");

export const headers = keepRetryAfter;
// A form the host was too busy to take stays on screen as typed, its data not read again.
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Checkout") }];

/**
 * Services for an address and courier; null when the host has none for them, or cannot quote
 * now (its 5xx or 429, a malformed answer): 000 §8, the buyer stays on the checkout, the service
 * list reads 'Layanan Tidak Tersedia' and another courier can be chosen.
 */
function quoteFor(
  admin: AdminClient,
  checkoutId: number | undefined,
  place: Place,
): Promise<ShipmentQuote[] | null> {
  if (checkoutId === undefined || place.addressId === null || !place.courier) return Promise.resolve(null);
  // Without parts the host quotes the shipments the checkout already keeps.
  return quoteShipping(admin, checkoutId, { satkerId: place.addressId, courier: place.courier }).catch(
    (error: unknown) => {
      if (error instanceof AdminError || isHostFailure(error)) return null;
      throw error;
    },
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const admin = await adminClient(request);
  const url = new URL(request.url);
  // The page's address names its address and courier, so their quote starts with everything
  // else: one round trip to the host. Every way onto this page carries them (the actions'
  // redirects, the add-address return); only a fresh checkout comes without, and it has no
  // courier to quote. A bare /checkout of a checkout with a stored service is the one case
  // that quotes after reading the checkout.
  const asked = placeFrom(url.searchParams);
  const [checkout, couriers, addresses, askedQuotes] = await Promise.all([
    requireCheckout(admin, user.session),
    listCouriers(admin).catch(emptyOnAdminError),
    listAddresses(admin, user.userId).catch(emptyOnAdminError),
    quoteFor(admin, user.session.get("id_checkout"), asked),
  ]);
  const place = placeOf(asked, checkout, addresses, couriers);
  const samePlace = place.addressId === asked.addressId && place.courier === asked.courier;
  const quotes = samePlace ? askedQuotes : await quoteFor(admin, checkout.id, place);
  const cancelling = url.searchParams.get("batal");
  return {
    checkout,
    couriers,
    addresses,
    place,
    quotes,
    service: storedServiceFor(checkout, place),
    cancelling:
      cancelling === "ongkir"
        ? ({ kind: "shipping" } as const)
        : cancelling === "harga" && Number(url.searchParams.get("detail")) > 0
          ? ({ kind: "price", detailId: Number(url.searchParams.get("detail")) } as const)
          : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  if (user.session.get("id_checkout") === undefined) {
    // A purchase request sent again after it succeeded lands on its confirmation.
    throw redirect(user.session.get("id_transaksi") !== undefined ? "/confirmation-order" : CART);
  }
  const place = placeFrom(formData);
  const admin = await adminClient(request);
  const checkout = await requireCheckout(admin, user.session);
  // The answers: a message beside the form, or (000 §8) the host's word in a dialog.
  const besideForm = (intent: CheckoutAction["intent"], message: string, detailId?: number) =>
    refusalAnswer(checkoutForm(intent, detailId), formData, { formError: message });
  const inDialog = (intent: CheckoutAction["intent"], message: string) =>
    refusalAnswer(intent, formData, { dialog: { title: STORE_REFUSAL_TITLE, message } });
  // 000 §5: a shipping negotiation asks for the courier and service before it looks at the amount.
  if (formData.get("intent") === "shipping-nego" && !storedServiceFor(checkout, place)) {
    return sendAnswer(inDialog("shipping-nego", CHOOSE_COURIER_FIRST));
  }
  const submission = parseWithZod(formData, { schema: checkoutActionSchema });
  if (submission.status !== "success") {
    const intent = checkoutActionSchema.options
      .map((option) => option.shape.intent.value)
      .find((known) => known === formData.get("intent"));
    if (!intent) throw new Response("Permintaan tidak valid.", { status: 400 });
    const detailId = Number(formData.get("detailId")) || undefined;
    return sendAnswer(submissionAnswer(checkoutForm(intent, detailId), submission));
  }
  const form = submission.value;
  const back = () => redirect(checkoutHref(place));
  /** Runs a host call: null when it went through, else the answer `refused` makes of its message. */
  const hostMessage = async (run: () => Promise<unknown>, refused: (message: string) => FormAnswer) => {
    try {
      await run();
      return null;
    } catch (error) {
      // The host busy or down: the form answers as for a refusal, under 503 and Retry-After.
      const busy = hostBusyReply(error, refused);
      if (busy) return busy;
      if (error instanceof AdminError) return sendAnswer(refused(error.message), 422);
      throw error;
    }
  };

  switch (form.intent) {
    case "address":
    case "courier": {
      // 000 §4: a new address or courier resets the shipping negotiation.
      if (checkout.shipping_cost_nego !== null) await negotiateShipping(admin, checkout.id, "");
      const next =
        form.intent === "address"
          ? { ...place, addressId: form.satker_id }
          : { ...place, courier: form.courier };
      throw redirect(checkoutHref(next));
    }
    case "service": {
      if (place.addressId === null || !place.courier)
        return sendAnswer(besideForm("service", CHOOSE_COURIER_FIRST));
      const failure = await hostMessage(
        () => storeService(admin, checkout.id, place, form.service),
        (message) => besideForm("service", message),
      );
      if (failure) return failure;
      throw back();
    }
    case "shipping-nego": {
      const tooHigh = shippingOfferError(Number(form.shipping_cost_nego), checkout.shipping_cost ?? 0);
      if (tooHigh)
        return sendAnswer(
          refusalAnswer("shipping-nego", formData, { fieldErrors: { shipping_cost_nego: [tooHigh] } }),
        );
      const failure = await hostMessage(
        () => negotiateShipping(admin, checkout.id, form.shipping_cost_nego),
        (message) => inDialog("shipping-nego", message),
      );
      return failure ?? null;
    }
    case "shipping-nego-cancel": {
      const failure = await hostMessage(
        () => negotiateShipping(admin, checkout.id, ""),
        (message) => inDialog("shipping-nego-cancel", message),
      );
      if (failure) return failure;
      throw back();
    }
    case "price-nego":
    case "price-nego-cancel": {
      // 000 §8: price-negotiation errors are ignored silently, but an offer outside the terms
      // (above the line's price, or 0) is the buyer's own mistake and is said under the field.
      const price = form.intent === "price-nego" ? form.price_nego : "";
      const line = checkout.checkout_detail.find((detail) => detail.id === form.detailId);
      const refused = price && line ? priceOfferError(Number(price), line.price) : null;
      if (refused) return sendAnswer(besideForm(form.intent, refused, form.detailId));
      await hostMessage(
        () => negotiatePrice(admin, form.detailId, price),
        (message) => besideForm(form.intent, message, form.detailId),
      );
      if (form.intent === "price-nego-cancel") throw back();
      return null;
    }
    case "partial": {
      const line = checkout.checkout_detail.find((detail) => detail.id === form.detailId);
      if (!line) throw notFound("Produk");
      const detailId = line.id;
      const invalid = partialError(line.qty, form.parts);
      if (invalid) return sendAnswer(besideForm("partial", invalid, detailId));
      const parts = new Map([[detailId, parseParts(form.parts) ?? []]]);
      const failure = await hostMessage(
        () => storeParts(admin, checkout, place, parts),
        (message) => besideForm("partial", message, detailId),
      );
      if (failure) return failure;
      throw back();
    }
    case "submit": {
      if (!storedServiceFor(checkout, place)) return sendAnswer(besideForm("submit", CHOOSE_SERVICE_FIRST));
      const partial = partialPayload(checkout);
      if (!partial) return sendAnswer(besideForm("submit", PARTIAL_SUBMIT_ERROR));
      let transactionId = 0;
      const failure = await hostMessage(
        async () => {
          transactionId = await createTransaction(admin, {
            checkoutId: checkout.id,
            totalPpn: summaryOf(checkout, place).ppn,
            partial,
          });
        },
        (message) => besideForm("submit", message),
      );
      if (failure) return failure;
      user.session.unset("id_checkout");
      user.session.set("id_transaksi", transactionId);
      throw redirect("/confirmation-order", { headers: { "Set-Cookie": await commitSession(user.session) } });
    }
  }
}

/**
 * The host keeps a line's parts through its shipping quote. A stored service is stored again,
 * for the address and courier it was stored with, so its cost follows the new shipments.
 * Without one, parts need no courier (000 §4): the quote runs for the courier chosen, else the
 * first enabled one, and only its side effect counts. Without any address the host answers
 * 'Alamat tidak ditemukan', shown beside the parts.
 */
async function storeParts(
  admin: AdminClient,
  checkout: Checkout,
  place: Place,
  parts: ReadonlyMap<number, readonly number[]>,
): Promise<void> {
  const stored: Place = { addressId: checkout.satker_id ?? null, courier: checkout.shipping_courier ?? null };
  const service = storedServiceFor(checkout, stored);
  if (service) return storeService(admin, checkout.id, stored, service, parts);
  const courier = place.courier ?? (await listCouriers(admin))[0]?.courier_code ?? "";
  await quoteShipping(admin, checkout.id, { satkerId: place.addressId ?? 0, courier, parts });
}

async function storeService(
  admin: AdminClient,
  checkoutId: number,
  place: Place,
  service: string,
  parts?: ReadonlyMap<number, readonly number[]>,
): Promise<void> {
  const satkerId = place.addressId!;
  const courier = place.courier!;
  const quotes = await quoteShipping(admin, checkoutId, { satkerId, courier, parts });
  await storeShippingCost(admin, checkoutId, { satkerId, courier, service, quotes });
}

export default function CheckoutPage() {
  const data = useLoaderData<typeof loader>();
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const report = useCallback((detailId: number, wrong: boolean) => {
    setInvalid((current) => {
      if (current.has(detailId) === wrong) return current;
      const next = new Set(current);
      if (wrong) next.add(detailId);
      else next.delete(detailId);
      return next;
    });
  }, []);
  const drafts = useMemo(() => ({ invalid, report }), [invalid, report]);
  return (
    <PartialDraftsContext.Provider value={drafts}>
      <div className="checkout-page">
        <h1>Checkout</h1>
        <div className="checkout-grid">
          <div>
            <AddressCard addresses={data.addresses} place={data.place} />
            <ShippingPanel
              checkout={data.checkout}
              couriers={data.couriers}
              place={data.place}
              quotes={data.quotes}
              service={data.service}
            />
            <CheckoutLines checkout={data.checkout} place={data.place} />
          </div>
          <SubmitPanel checkout={data.checkout} place={data.place} service={data.service} />
        </div>
        {data.cancelling ? <ConfirmCancel cancelling={data.cancelling} place={data.place} /> : null}
      </div>
    </PartialDraftsContext.Provider>
  );
}
