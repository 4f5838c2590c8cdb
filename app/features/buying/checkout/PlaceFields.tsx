import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Place } from "~/features/buying/checkout/checkout";
import { intentField } from "~/lib/forms/answer";
import type { CheckoutAction } from "~/features/buying/checkout/schema";

/** What every checkout form carries: its token, its intent and where the page stands. */
export function PlaceFields({ intent, place }: { intent: CheckoutAction["intent"]; place: Place }) {
  return (
    <>
      <AuthenticityTokenInput />
      <input type="hidden" {...intentField<CheckoutAction["intent"]>(intent)} />
      {place.addressId !== null ? <input type="hidden" name="alamat" value={place.addressId} /> : null}
      {place.courier ? <input type="hidden" name="kurir" value={place.courier} /> : null}
    </>
  );
}
