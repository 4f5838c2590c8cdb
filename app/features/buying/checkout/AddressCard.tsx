import { Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { AddressEntry } from "~/lib/admin/address.server";
import { checkoutHref, type Place } from "~/features/buying/checkout/checkout";
import { PlaceFields } from "./PlaceFields";
import { useIntent } from "./useIntent";

export function AddressCard({ addresses, place }: { addresses: AddressEntry[]; place: Place }) {
  const { fetcher, busy } = useIntent("address");
  const hydrated = useHydrated();
  const chosen = addresses.find((entry) => entry.id === place.addressId);
  return (
    <section className="checkout-card" aria-labelledby="address-title" aria-busy={busy}>
      <h2 id="address-title">Alamat Pengiriman</h2>
      {chosen ? (
        <address data-testid="delivery-address">
          <strong>{chosen.name}</strong>
          <br />
          <bdi>{chosen.customer_address.receipt_name}</bdi> ({chosen.customer_address.receipt_phone_number})
          <br />
          {chosen.customer_address.address}, {chosen.customer_address.sub_district},{" "}
          {chosen.customer_address.district}, {chosen.customer_address.province}
        </address>
      ) : (
        <p>Belum ada alamat pengiriman.</p>
      )}
      {addresses.length > 1 ? (
        <details>
          <summary>Pilih alamat</summary>
          <fetcher.Form method="post">
            <PlaceFields intent="address" place={place} />
            <fieldset aria-label="Alamat tersimpan">
              {addresses.map((entry) => (
                <label key={entry.id}>
                  <input
                    type="radio"
                    name="satker_id"
                    value={entry.id}
                    defaultChecked={entry.id === place.addressId}
                    onChange={hydrated ? (event) => event.currentTarget.form?.requestSubmit() : undefined}
                  />
                  {entry.name}: {entry.customer_address.address}
                </label>
              ))}
            </fieldset>
            {hydrated ? null : <button type="submit">Gunakan alamat ini</button>}
          </fetcher.Form>
        </details>
      ) : null}
      <Link
        // Back to the same address and courier, so the page loads in one round trip to the host.
        to={`/profil/tambah-alamat?${new URLSearchParams({ redirectTo: checkoutHref(place) })}`}
        role="button"
        className="secondary"
      >
        Tambah alamat
      </Link>
    </section>
  );
}
