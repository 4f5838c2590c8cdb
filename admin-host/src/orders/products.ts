import type { Db } from "../db/index.ts";

/** The product as cart and checkout lines show it (docs/admin-api.md, "Product summary"). */
export interface ProductSummary {
  id: number;
  name: string;
  price: number;
  stock: number;
  status: string;
  weight: number;
  unit: { name: string };
  image: { image: string; webp: string; default_image: number }[];
  promo: { discount: number; price_promo: number }[];
}

/** Loads the summaries of `ids` in three queries, whatever their number. */
export function productSummaries(db: Db, ids: readonly number[]): Map<number, ProductSummary> {
  const list = JSON.stringify([...new Set(ids)]);
  const products = db.all<Omit<ProductSummary, "unit" | "image" | "promo"> & { unit_name: string }>(
    `SELECT p.id, p.name, p.price, p.stock, p.status, p.weight, u.name AS unit_name FROM products p
     JOIN units u ON u.id = p.unit_id WHERE p.id IN (SELECT value FROM json_each(?))`,
    [list],
  );
  const byId = new Map<number, ProductSummary>();
  for (const { unit_name, ...product } of products) byId.set(product.id, { ...product, unit: { name: unit_name }, image: [], promo: [] });
  for (const row of db.all<{ product_id: number; image: string; webp: string; default_image: number }>(
    `SELECT product_id, image, webp, default_image FROM product_images WHERE product_id IN (SELECT value FROM json_each(?))
     ORDER BY product_id, position, id`,
    [list],
  )) {
    byId.get(row.product_id)?.image.push({ image: row.image, webp: row.webp, default_image: row.default_image });
  }
  for (const row of db.all<{ product_id: number; discount: number; price_promo: number }>(
    "SELECT product_id, discount, price_promo FROM promos WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY id",
    [list],
  )) {
    byId.get(row.product_id)?.promo.push({ discount: row.discount, price_promo: row.price_promo });
  }
  return byId;
}

/** The price a buyer pays without negotiation: the first promo's price, else the normal price. */
export const effectivePrice = (product: Pick<ProductSummary, "price" | "promo">) => product.promo[0]?.price_promo ?? product.price;

/** The default image (or the first) of a product, for order lines that keep a copy. */
export const mainImage = (product: Pick<ProductSummary, "image">) =>
  product.image.find((image) => image.default_image === 1) ?? product.image[0] ?? null;
