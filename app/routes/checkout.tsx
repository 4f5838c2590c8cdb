import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useMemo, useState } from "react";
import { AddressCard } from "~/features/buying/checkout/AddressCard";
import { CheckoutLines } from "~/features/buying/checkout/CheckoutLines";
import { ConfirmCancel } from "~/features/buying/checkout/ConfirmCancel";
import { ShippingPanel } from "~/features/buying/checkout/ShippingPanel";
import { PartialDraftsContext } from "~/features/buying/checkout/partialDrafts";
import { SubmitPanel } from "~/features/buying/checkout/SubmitPanel";
import { listAddresses } from "~/lib/admin/address.server";
import { listCouriers } from "~/lib/admin/checkout.server";
import { adminClient, emptyOnAdminError } from "~/lib/admin/client.server";
import { placeFrom, storedServiceFor } from "~/features/buying/checkout/checkout";
import { checkoutAction } from "~/features/buying/checkout/actions.server";
import { placeOf, quoteFor, requireCheckout } from "~/features/buying/checkout/checkout.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "catalogue", "buying", "infoList");

export const headers = keepRetryAfter;
// A form the host was too busy to take stays on screen as typed, its data not read again.
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Checkout") }];

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

export const action = checkoutAction;

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
