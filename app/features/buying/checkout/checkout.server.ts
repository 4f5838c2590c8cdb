import { redirect } from "@remix-run/node";
import type { AddressEntry } from "~/lib/admin/address.server";
import {
  getCheckout,
  quoteShipping,
  type Checkout,
  type Courier,
  type ShipmentQuote,
} from "~/lib/admin/checkout.server";
import { isHostFailure, type AdminClient } from "~/lib/admin/client.server";
import { nullOnAdminError } from "~/lib/forms/host-answer.server";
import { commitSession, type AppSession } from "~/lib/session.server";
import { CART } from "../cart";
import type { Place } from "./checkout";

/**
 * The checkout in the session, or the way out of the page: to the cart when there is none
 * (or the host no longer knows it), to the confirmation when it already became an order.
 */
export async function requireCheckout(admin: AdminClient, session: AppSession): Promise<Checkout> {
  const checkoutId = session.get("id_checkout");
  if (checkoutId === undefined) throw redirect(CART);
  const checkout = await getCheckout(admin, checkoutId).catch(nullOnAdminError);
  if (!checkout) {
    session.unset("id_checkout");
    throw redirect(CART, { headers: { "Set-Cookie": await commitSession(session) } });
  }
  if (checkout.transaction_id != null) {
    session.unset("id_checkout");
    session.set("id_transaksi", checkout.transaction_id);
    throw redirect("/confirmation-order", { headers: { "Set-Cookie": await commitSession(session) } });
  }
  return checkout;
}

/**
 * Services for an address and courier; null when the host has none for them, or cannot quote
 * now (its 5xx or 429, a malformed answer): 000 §8, the buyer stays on the checkout, the service
 * list reads 'Layanan Tidak Tersedia' and another courier can be chosen.
 */
export function quoteFor(
  admin: AdminClient,
  checkoutId: number | undefined,
  place: Place,
): Promise<ShipmentQuote[] | null> {
  if (checkoutId === undefined || place.addressId === null || !place.courier) return Promise.resolve(null);
  // Without parts the host quotes the shipments the checkout already keeps.
  return quoteShipping(admin, checkoutId, { satkerId: place.addressId, courier: place.courier }).catch(
    (error: unknown) => (isHostFailure(error) ? null : nullOnAdminError(error)),
  );
}

/** The address and courier chosen: the page's own (`asked`) when valid, then what the checkout stored. */
export function placeOf(
  asked: Place,
  checkout: Checkout,
  addresses: readonly AddressEntry[],
  couriers: readonly Courier[],
): Place {
  const known = (id: number | null | undefined) => addresses.some((entry) => entry.id === id);
  const addressId = known(asked.addressId)
    ? asked.addressId
    : known(checkout.satker_id)
      ? checkout.satker_id!
      : (addresses[0]?.id ?? null);
  const enabled = (code: string | null | undefined) =>
    couriers.some((courier) => courier.courier_code === code);
  const courier = enabled(asked.courier)
    ? asked.courier
    : enabled(checkout.shipping_courier)
      ? checkout.shipping_courier!
      : null;
  return { addressId, courier };
}
