import type { Db } from "../db/index.ts";
import { loadSummaries, type ProductSummary } from "../routes/catalogue-queries.ts";

export type { ProductSummary };

/** The catalogue's product summaries by id (cart and checkout lines show them as the catalogue does). */
export function productSummaries(db: Db, ids: readonly number[]): Map<number, ProductSummary> {
  return new Map(loadSummaries(db, [...new Set(ids)]).map((product) => [product.id, product]));
}

/** The price a buyer pays without negotiation: the first promo's price, else the normal price. */
export const effectivePrice = (product: Pick<ProductSummary, "price" | "promo">) =>
  product.promo[0]?.price_promo ?? product.price;

/** The default image (or the first) of a product, for order lines that keep a copy. */
export const mainImage = (product: Pick<ProductSummary, "image">) =>
  product.image.find((image) => image.default_image === 1) ?? product.image[0] ?? null;
