// The checkout page's forms (000 §4-5): nine, told apart by their typed intent
// (checkoutActionSchema), each with its handler in one map below. Every form also carries where
// the page stands (`alamat`, `kurir`). A refusal answers beside its form or, for the host's word
// on the shipping negotiation, in 000 §8's dialog; a busy host the same way with the busy message
// under its status and Retry-After (hostAnswer).
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { priceOfferError, shippingOfferError } from "@contract/offers";
import {
  createTransaction,
  listCouriers,
  negotiatePrice,
  negotiateShipping,
  quoteShipping,
  storeShippingCost,
  type Checkout,
} from "~/lib/admin/checkout.server";
import { adminClient, type AdminClient } from "~/lib/admin/client.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { refusalAnswer, submissionAnswer, type FormAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer } from "~/lib/forms/host-answer.server";
import { STORE_REFUSAL_TITLE } from "~/lib/forms/texts";
import { notFound } from "~/lib/not-found.server";
import { commitSession, requireUser, type AppSession } from "~/lib/session.server";
import { CART } from "../cart";
import { CHOOSE_COURIER_FIRST } from "../offer-limits";
import { PARTIAL_SUBMIT_ERROR, parseParts, partialError } from "../partial";
import {
  CHOOSE_SERVICE_FIRST,
  checkoutForm,
  checkoutHref,
  partialPayload,
  placeFrom,
  storedServiceFor,
  summaryOf,
  type Place,
} from "./checkout";
import { requireCheckout } from "./checkout.server";
import { checkoutActionSchema, type CheckoutAction } from "./schema";

type Intent = CheckoutAction["intent"];

/** What every handler works with: the host, the checkout as stored, the page's place, the body. */
type CheckoutContext = {
  admin: AdminClient;
  checkout: Checkout;
  place: Place;
  formData: FormData;
  session: AppSession;
};

/** A form sent back (sendAnswer's), or null: the page again as it is (200). Success throws a redirect. */
type Answered = ReturnType<typeof sendAnswer<FormAnswer>> | null;
/** The checked form of `I`. */
type FormOf<I extends Intent> = Extract<CheckoutAction, { intent: I }>;
type Handler<I extends Intent> = (form: FormOf<I>, ctx: CheckoutContext) => Promise<Answered>;

/** The answer beside the form (the line's own for the forms every line has). */
const besideForm = (ctx: CheckoutContext, intent: Intent, message: string, detailId?: number) =>
  refusalAnswer(checkoutForm(intent, detailId), ctx.formData, { formError: message });

/** 000 §8: the host's word in a dialog. */
const inDialog = (ctx: CheckoutContext, intent: Intent, message: string) =>
  refusalAnswer(intent, ctx.formData, { dialog: { title: STORE_REFUSAL_TITLE, message } });

/** Runs a host call: null when it went through, else the answer `answer` makes of the message. */
async function viaHost(run: () => Promise<unknown>, answer: (message: string) => FormAnswer) {
  try {
    await run();
    return null;
  } catch (error) {
    return hostAnswer(error, answer);
  }
}

const back = (ctx: CheckoutContext) => redirect(checkoutHref(ctx.place));

/** 000 §4: a new address or courier resets the shipping negotiation. */
async function changePlace(form: FormOf<"address" | "courier">, ctx: CheckoutContext): Promise<never> {
  if (ctx.checkout.shipping_cost_nego !== null) await negotiateShipping(ctx.admin, ctx.checkout.id, "");
  const next =
    form.intent === "address"
      ? { ...ctx.place, addressId: form.satker_id }
      : { ...ctx.place, courier: form.courier };
  throw redirect(checkoutHref(next));
}

const chooseService: Handler<"service"> = async (form, ctx) => {
  const { place } = ctx;
  if (place.addressId === null || !place.courier)
    return sendAnswer(besideForm(ctx, "service", CHOOSE_COURIER_FIRST));
  const failure = await viaHost(
    () => storeService(ctx.admin, ctx.checkout.id, place, form.service),
    (message) => besideForm(ctx, "service", message),
  );
  if (failure) return failure;
  throw back(ctx);
};

const negotiateShippingCost: Handler<"shipping-nego"> = async (form, ctx) => {
  const tooHigh = shippingOfferError(Number(form.shipping_cost_nego), ctx.checkout.shipping_cost ?? 0);
  if (tooHigh)
    return sendAnswer(
      refusalAnswer("shipping-nego", ctx.formData, { fieldErrors: { shipping_cost_nego: [tooHigh] } }),
    );
  return viaHost(
    () => negotiateShipping(ctx.admin, ctx.checkout.id, form.shipping_cost_nego),
    (message) => inDialog(ctx, "shipping-nego", message),
  );
};

const cancelShippingNegotiation: Handler<"shipping-nego-cancel"> = async (_form, ctx) => {
  const failure = await viaHost(
    () => negotiateShipping(ctx.admin, ctx.checkout.id, ""),
    (message) => inDialog(ctx, "shipping-nego-cancel", message),
  );
  if (failure) return failure;
  throw back(ctx);
};

/**
 * 000 §8: price-negotiation errors are ignored silently, but an offer outside the terms (above
 * the line's price, or 0) is the buyer's own mistake and is said under the field.
 */
async function negotiateLinePrice(
  form: FormOf<"price-nego" | "price-nego-cancel">,
  ctx: CheckoutContext,
): Promise<Answered> {
  const price = form.intent === "price-nego" ? form.price_nego : "";
  const line = ctx.checkout.checkout_detail.find((detail) => detail.id === form.detailId);
  const refused = price && line ? priceOfferError(Number(price), line.price) : null;
  if (refused) return sendAnswer(besideForm(ctx, form.intent, refused, form.detailId));
  await viaHost(
    () => negotiatePrice(ctx.admin, form.detailId, price),
    (message) => besideForm(ctx, form.intent, message, form.detailId),
  );
  if (form.intent === "price-nego-cancel") throw back(ctx);
  return null;
}

const storeLineParts: Handler<"partial"> = async (form, ctx) => {
  const line = ctx.checkout.checkout_detail.find((detail) => detail.id === form.detailId);
  if (!line) throw notFound("Produk");
  const detailId = line.id;
  const invalid = partialError(line.qty, form.parts);
  if (invalid) return sendAnswer(besideForm(ctx, "partial", invalid, detailId));
  const parts = new Map([[detailId, parseParts(form.parts) ?? []]]);
  const failure = await viaHost(
    () => storeParts(ctx.admin, ctx.checkout, ctx.place, parts),
    (message) => besideForm(ctx, "partial", message, detailId),
  );
  if (failure) return failure;
  throw back(ctx);
};

/** The purchase request: the order, then its confirmation page. */
const submitOrder: Handler<"submit"> = async (_form, ctx) => {
  const { admin, checkout, place, session } = ctx;
  if (!storedServiceFor(checkout, place)) return sendAnswer(besideForm(ctx, "submit", CHOOSE_SERVICE_FIRST));
  const partial = partialPayload(checkout);
  if (!partial) return sendAnswer(besideForm(ctx, "submit", PARTIAL_SUBMIT_ERROR));
  let transactionId = 0;
  const failure = await viaHost(
    async () => {
      transactionId = await createTransaction(admin, {
        checkoutId: checkout.id,
        totalPpn: summaryOf(checkout, place).ppn,
        partial,
      });
    },
    (message) => besideForm(ctx, "submit", message),
  );
  if (failure) return failure;
  session.unset("id_checkout");
  session.set("id_transaksi", transactionId);
  throw redirect("/confirmation-order", { headers: { "Set-Cookie": await commitSession(session) } });
};

/** One handler per intent: a new intent without its handler is a type error. */
const HANDLERS: { [I in Intent]: Handler<I> } = {
  address: changePlace,
  courier: changePlace,
  service: chooseService,
  "shipping-nego": negotiateShippingCost,
  "shipping-nego-cancel": cancelShippingNegotiation,
  "price-nego": negotiateLinePrice,
  "price-nego-cancel": negotiateLinePrice,
  partial: storeLineParts,
  submit: submitOrder,
};

const run = <I extends Intent>(form: FormOf<I>, ctx: CheckoutContext) =>
  (HANDLERS[form.intent] as Handler<I>)(form, ctx);

export async function checkoutAction({ request }: ActionFunctionArgs) {
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
  const ctx: CheckoutContext = { admin, checkout, place, formData, session: user.session };
  // 000 §5: a shipping negotiation asks for the courier and service before it looks at the amount.
  if (formData.get("intent") === "shipping-nego" && !storedServiceFor(checkout, place)) {
    return sendAnswer(inDialog(ctx, "shipping-nego", CHOOSE_COURIER_FIRST));
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
  return run(submission.value, ctx);
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
