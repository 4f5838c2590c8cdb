import type { Promo } from "~/lib/admin/catalogue-types";

export type PriceView =
  | { kind: "normal"; price: number }
  | { kind: "promo"; price: number; normalPrice: number; discountPercent: number };

/** What a card or the detail page shows: the promo price when it really is lower. */
export function priceView(price: number, promo: Promo | null): PriceView {
  if (!promo || promo.pricePromo <= 0 || promo.pricePromo >= price) return { kind: "normal", price };
  // `discount` is a percentage; when the host leaves it out it follows from the two prices.
  const discountPercent =
    promo.discount > 0 && promo.discount < 100
      ? promo.discount
      : Math.round((1 - promo.pricePromo / price) * 100);
  return { kind: "promo", price: promo.pricePromo, normalPrice: price, discountPercent };
}

/** The price a buyer pays per unit. */
export function unitPrice(price: number, promo: Promo | null): number {
  return priceView(price, promo).price;
}
