// Pure views of a checkout kept by the host, shared by the checkout action, its page and
// (live) the browser.
import { partialError, shipmentsOf } from "../partial";
import { checkoutSummary, type CheckoutSummary } from "../totals";
import type { CheckoutAction } from "~/features/buying/checkout/schema";

/**
 * The answer's name for a checkout form: its intent, and the line for the forms every line has
 * (price negotiation, parts), so that one line's refusal shows on that line only.
 */
export const checkoutForm = (intent: CheckoutAction["intent"], detailId?: number) =>
  detailId === undefined ? intent : `${intent}-${detailId}`;

export const CHOOSE_SERVICE_FIRST = "Silahkan pilih layanan ekspedisi terlebih dahulu";

type Line = {
  id: number;
  qty: number;
  subtotal: number;
  subtotal_nego: number | null;
  is_nego: boolean;
  has_partial: number[];
};
type Shipping = {
  satker_id?: number | null;
  shipping_courier?: string | null;
  shipping_service?: string | null;
  shipping_cost: number | null;
  shipping_cost_nego: number | null;
  checkout_detail: Line[];
};

/** The page's chosen address and courier, in its address until a service stores them. */
export type Place = { addressId: number | null; courier: string | null };

/**
 * The bill as the page shows it: shipping (and its negotiation) counts only while the stored
 * service is in force for the address and courier chosen, as the shipping panel shows it.
 */
export function summaryOf(checkout: Shipping, place: Place): CheckoutSummary {
  const shipping = storedServiceFor(checkout, place)
    ? { cost: checkout.shipping_cost ?? 0, costNego: checkout.shipping_cost_nego }
    : { cost: 0, costNego: null };
  return checkoutSummary(
    checkout.checkout_detail.map((line) => ({
      subtotal: line.subtotal,
      subtotalNego: line.subtotal_nego,
      isNego: line.is_nego,
    })),
    shipping,
  );
}

/** The address and courier a page address or a posted form names (validated later against the lists). */
export function placeFrom(source: { get(name: string): unknown }): Place {
  const addressId = Number(source.get("alamat"));
  const courier = source.get("kurir");
  return {
    addressId: Number.isInteger(addressId) && addressId > 0 ? addressId : null,
    courier: typeof courier === "string" && courier.trim() !== "" ? courier.trim() : null,
  };
}

/** A service is in force only when it was stored for the address and courier now chosen. */
export function storedServiceFor(checkout: Shipping, place: Place): string | null {
  const matches =
    place.addressId !== null &&
    checkout.satker_id === place.addressId &&
    checkout.shipping_courier === place.courier;
  return matches ? (checkout.shipping_service ?? null) : null;
}

/** The purchase request's `partial`: a line without parts sends its whole quantity as one part. */
export function partialPayload(checkout: Shipping): { id: number; partial_qty: number[] }[] | null {
  const payload = [];
  for (const line of checkout.checkout_detail) {
    const raw = line.has_partial.map(String);
    if (partialError(line.qty, raw) !== null) return null;
    payload.push({ id: line.id, partial_qty: shipmentsOf(line.qty, raw) });
  }
  return payload;
}

export function checkoutHref(place: Place, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (place.addressId !== null) params.set("alamat", String(place.addressId));
  if (place.courier) params.set("kurir", place.courier);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `/checkout?${search}` : "/checkout";
}
