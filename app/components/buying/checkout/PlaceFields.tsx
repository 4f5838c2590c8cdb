import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Place } from "~/lib/buying/checkout";

/** What every checkout form carries: its token, its intent and where the page stands. */
export function PlaceFields({ intent, place }: { intent: string; place: Place }) {
  return (
    <>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      {place.addressId !== null ? <input type="hidden" name="alamat" value={place.addressId} /> : null}
      {place.courier ? <input type="hidden" name="kurir" value={place.courier} /> : null}
    </>
  );
}
