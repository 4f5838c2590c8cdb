import type { Db } from "../db/index.ts";
import { catalogueCache } from "./catalogue-cache.ts";

export interface ProductSummary {
  id: number;
  name: string;
  price: number;
  stock: number;
  status: string;
  weight: number;
  total_sold: number;
  star_review: number;
  count_review: number;
  created_at: string;
  unit: { id: number; name: string };
  subcategory: { id: number; name: string; category_id: number; category: { id: number; name: string } };
  image: { id: number; image: string; webp: string; default_image: number }[];
  promo: { id: number; discount: number; price_promo: number }[];
}

interface SummaryRow {
  id: number;
  name: string;
  price: number;
  stock: number;
  status: string;
  weight: number;
  total_sold: number;
  star_review: number;
  count_review: number;
  created_at: string;
  unit_id: number;
  unit_name: string;
  subcategory_id: number;
  subcategory_name: string;
  category_id: number;
  category_name: string;
}

/** The effective unit price: the first promo's price when on promo, else the normal price. */
export const effectivePriceSql =
  "COALESCE((SELECT pr.price_promo FROM promos pr WHERE pr.product_id = p.id ORDER BY pr.id LIMIT 1), p.price)";

/**
 * Product summaries for a list of ids, in that order (unknown ids are left out). Served from the
 * catalogue cache; missing ones are loaded in three queries whatever their count. Callers must
 * not change the objects.
 */
export function loadSummaries(db: Db, ids: readonly number[]): ProductSummary[] {
  if (ids.length === 0) return [];
  const cache = catalogueCache(db);
  const found = new Map<number, ProductSummary>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache.peek<ProductSummary>(`summary:${id}`);
    if (hit) found.set(id, hit);
    else missing.push(id);
  }
  for (const [id, summary] of querySummaries(db, missing)) {
    cache.set(`summary:${id}`, summary);
    found.set(id, summary);
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** ids travel as one JSON array, so each statement is prepared once. */
function querySummaries(db: Db, ids: readonly number[]): Map<number, ProductSummary> {
  if (ids.length === 0) return new Map();
  const list = JSON.stringify(ids);
  const rows = db.all<SummaryRow>(
    `SELECT p.id, p.name, p.price, p.stock, p.status, p.weight, p.total_sold, p.star_review, p.count_review, p.created_at,
       u.id AS unit_id, u.name AS unit_name, s.id AS subcategory_id, s.name AS subcategory_name,
       c.id AS category_id, c.name AS category_name
     FROM products p JOIN units u ON u.id = p.unit_id JOIN subcategories s ON s.id = p.subcategory_id
       JOIN categories c ON c.id = s.category_id
     WHERE p.id IN (SELECT value FROM json_each(?))`,
    [list],
  );
  const images = db.all<{
    id: number;
    product_id: number;
    image: string;
    webp: string;
    default_image: number;
  }>(
    `SELECT id, product_id, image, webp, default_image FROM product_images
     WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, default_image DESC, position, id`,
    [list],
  );
  const promos = db.all<{ id: number; product_id: number; discount: number; price_promo: number }>(
    `SELECT id, product_id, discount, price_promo FROM promos WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
    [list],
  );
  const byId = new Map<number, ProductSummary>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id,
      name: r.name,
      price: r.price,
      stock: r.stock,
      status: r.status,
      weight: r.weight,
      total_sold: r.total_sold,
      star_review: r.star_review,
      count_review: r.count_review,
      created_at: r.created_at,
      unit: { id: r.unit_id, name: r.unit_name },
      subcategory: {
        id: r.subcategory_id,
        name: r.subcategory_name,
        category_id: r.category_id,
        category: { id: r.category_id, name: r.category_name },
      },
      image: [],
      promo: [],
    });
  }
  for (const { product_id, ...image } of images) byId.get(product_id)?.image.push(image);
  for (const { product_id, ...promo } of promos) {
    const product = byId.get(product_id);
    if (product && product.promo.length === 0) product.promo.push(promo);
  }
  return byId;
}

export interface Review {
  id: number;
  star: number;
  notes: string;
  respon_notes: string | null;
  created_at: string;
  updated_at: string;
  image: { id: number; image: string; kind: string }[];
  customer: { name: string; image: string | null };
}

/** A product's reviews, newest first, with media and reviewer. */
export function loadReviews(db: Db, productId: number): Review[] {
  const rows = db.all<
    Omit<Review, "image" | "customer"> & { customer_name: string; customer_image: string | null }
  >(
    `SELECT r.id, r.star, r.notes, r.respon_notes, r.created_at, r.updated_at, c.name AS customer_name, c.image AS customer_image
     FROM reviews r JOIN customers c ON c.id = r.customer_id WHERE r.product_id = ? ORDER BY r.created_at DESC, r.id DESC`,
    [productId],
  );
  const media = db.all<{ id: number; review_id: number; path: string; kind: string }>(
    `SELECT m.id, m.review_id, m.path, m.kind FROM review_media m JOIN reviews r ON r.id = m.review_id
     WHERE r.product_id = ? ORDER BY m.review_id, m.position, m.id`,
    [productId],
  );
  const reviews = new Map<number, Review>();
  for (const { customer_name, customer_image, ...review } of rows) {
    reviews.set(review.id, {
      ...review,
      image: [],
      customer: { name: customer_name, image: customer_image },
    });
  }
  for (const m of media) reviews.get(m.review_id)?.image.push({ id: m.id, image: m.path, kind: m.kind });
  return [...reviews.values()];
}
