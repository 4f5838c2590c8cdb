export type Promo = { price: number; discountPercent: number };

export type PriceView =
  | { kind: "normal"; price: number }
  | { kind: "promo"; price: number; normalPrice: number; discountPercent: number };

/** What a card or the detail page shows: the promo price when it really is lower. */
export function priceView(price: number, promo: Promo | null): PriceView {
  if (!promo || promo.price <= 0 || promo.price >= price) return { kind: "normal", price };
  const discountPercent =
    promo.discountPercent > 0 && promo.discountPercent < 100
      ? promo.discountPercent
      : Math.round((1 - promo.price / price) * 100);
  return { kind: "promo", price: promo.price, normalPrice: price, discountPercent };
}

/** The price a buyer pays per unit. */
export function unitPrice(price: number, promo: Promo | null): number {
  return priceView(price, promo).price;
}
