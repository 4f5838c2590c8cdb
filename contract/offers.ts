// The limits of a negotiated offer (issue 20 item 6), shared by the storefront's checks and the
// admin host's: a unit-price offer is above 0 and at most the line's current price (the promo
// price when there is one, 'Syarat Nego Harga': the offer may not exceed the normal price); a
// shipping offer is at most the quoted cost. Pure functions, no imports: both halves run them.

export const PRICE_OFFER_TOO_HIGH = "Harga negosiasi tidak boleh melebihi harga normal";
export const PRICE_OFFER_ZERO = "Harga negosiasi harus lebih dari Rp. 0";
export const SHIPPING_OFFER_TOO_HIGH = "Ongkos kirim negosiasi tidak boleh melebihi ongkos kirim normal";

/** Why a unit-price offer is refused, or null when it stands. */
export function priceOfferError(offer: number, currentPrice: number): string | null {
  if (offer <= 0) return PRICE_OFFER_ZERO;
  return offer > currentPrice ? PRICE_OFFER_TOO_HIGH : null;
}

/** Why a shipping offer is refused, or null when it stands (0, free shipping, may be asked). */
export function shippingOfferError(offer: number, quotedCost: number): string | null {
  return offer > quotedCost ? SHIPPING_OFFER_TOO_HIGH : null;
}
