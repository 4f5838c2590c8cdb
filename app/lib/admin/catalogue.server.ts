// Catalogue calls of the admin host (docs/admin-api.md "Catalogue"): product lists, the
// filter, one product, related products, recommendations and recording a buyer's view.
import { LRUCache } from "lru-cache";
import { formatReviewTime } from "~/lib/format-date";
import { z } from "zod";
import {
  createAdminClient,
  dataOf,
  file,
  images,
  numeric,
  type AdminClient,
} from "~/lib/admin/client.server";
import { productPromo } from "~/lib/admin/cart.server";
import type { ProductDetail, ProductSummary, RecommendationSet, Review } from "~/lib/admin/catalogue-types";
import { sanitizeHtml } from "~/lib/sanitize.server";
import { textOrEmpty } from "./fields.server";

const count = numeric.nullish().transform((value) => value ?? 0);

const named = z.object({ id: numeric, name: z.string() });

const productFields = {
  id: numeric,
  name: z.string(),
  price: numeric,
  stock: count,
  status: z.string().nullish(),
  star_review: count,
  count_review: count,
  total_sold: count,
  image: images,
  promo: productPromo,
  unit: z.object({ name: textOrEmpty }).nullish(),
  subcategory: named.extend({ category_id: numeric.nullish(), category: named.nullish() }).nullish(),
};

type RawProduct = z.infer<z.ZodObject<typeof productFields>>;

function toSummary(raw: RawProduct): ProductSummary {
  return {
    id: raw.id,
    name: raw.name,
    price: raw.price,
    promo: raw.promo,
    image: raw.image[0] ?? null,
    rating: raw.star_review,
    reviewCount: raw.count_review,
    sold: raw.total_sold,
    stock: raw.stock,
    disabled: raw.status === "disabled",
    categoryId: raw.subcategory?.category?.id ?? raw.subcategory?.category_id ?? null,
  };
}

const productSummary = z.object(productFields).transform(toSummary);
const productList = dataOf(z.array(productSummary));

const reviewSchema = z
  .object({
    id: numeric,
    star: numeric,
    notes: textOrEmpty,
    respon_notes: z.string().nullish(),
    updated_at: textOrEmpty,
    // Reviews may carry videos; the product page shows the photos.
    image: z
      .array(z.object({ image: file, kind: z.string().nullish() }))
      .nullish()
      .transform((media) =>
        (media ?? []).flatMap((entry) => (entry.image && entry.kind !== "video" ? [entry.image] : [])),
      ),
    customer: z.object({ name: textOrEmpty, image: file }).nullish(),
  })
  .transform((raw): Review => ({
    id: raw.id,
    star: raw.star,
    notes: raw.notes,
    images: raw.image,
    reply: raw.respon_notes?.trim() ? raw.respon_notes : null,
    customerName: raw.customer?.name ?? "",
    customerImage: raw.customer?.image ?? null,
    writtenAt: formatReviewTime(raw.updated_at),
  }));

const productDetail = z
  .object({
    ...productFields,
    descriptions: textOrEmpty,
    spesifikasi: z
      .array(z.object({ name: textOrEmpty, value: z.union([z.string(), z.number()]).nullish() }))
      .nullish(),
    reviews: z.array(reviewSchema).nullish(),
  })
  .transform((raw): ProductDetail => ({
    ...toSummary(raw),
    images: raw.image,
    description: sanitizeHtml(raw.descriptions),
    specifications: (raw.spesifikasi ?? [])
      .filter((spec) => spec.name)
      .map((spec) => ({ name: spec.name, value: spec.value == null ? "" : String(spec.value) })),
    unit: raw.unit?.name ?? "",
    subcategory: raw.subcategory ? { id: raw.subcategory.id, name: raw.subcategory.name } : null,
    category: raw.subcategory?.category ?? null,
    reviews: raw.reviews ?? [],
  }));

// Lists are the same for every visitor, so they are shared for a few seconds: a burst of
// visitors costs the host one call per distinct list. Product pages (stock) are always fresh.
const SHARED_MS = 10_000;
const publicClient = createAdminClient({
  onUnauthenticated: () => Promise.reject(new Response("Public call answered 401", { status: 502 })),
});
const shared = new LRUCache<string, object, () => Promise<object>>({
  max: 500,
  ttl: SHARED_MS,
  allowStaleOnFetchRejection: true,
  fetchMethod: (_key, _stale, { context }) => context(),
});

async function sharedCall<T extends object>(
  key: string,
  load: (admin: AdminClient) => Promise<T>,
): Promise<T> {
  const value = await shared.fetch(key, { context: () => load(publicClient) });
  if (value === undefined) throw new Response("Admin host gave no data", { status: 502 });
  return value as T;
}

export type ProductPage = { products: ProductSummary[]; page: number; pageCount: number };

const filterBody = z.object({ products: z.array(productSummary), pageTotal: numeric, page: numeric });

/**
 * The `POST product/filter` form (000 §7) as name/value pairs in the order sent, a name repeated
 * for each value (`category[]`); the same form is the same shared list.
 */
export type FilterForm = [name: string, value: string][];

/** POST product/filter: one page (12) of the list the form describes. */
export async function filterProducts(form: FilterForm): Promise<ProductPage> {
  const fields: Record<string, string[]> = {};
  for (const [key, value] of form) (fields[key] ??= []).push(value);
  const answer = await sharedCall(`filter?${new URLSearchParams(form)}`, (admin) =>
    admin.postForm("product/filter", fields, filterBody),
  );
  return { products: answer.products, page: answer.page, pageCount: Math.max(1, answer.pageTotal) };
}

/**
 * GET product: enabled products, best sellers first; `promo` keeps promo products only,
 * `relatedTo` the other products of that product's category.
 */
export async function listProducts(params: {
  limit?: number;
  category?: number;
  promo?: boolean;
  relatedTo?: number;
}) {
  const query = {
    limit: params.limit,
    category: params.category,
    promo: params.promo ? 1 : undefined,
    related_to: params.relatedTo,
  };
  return sharedCall(`product?${JSON.stringify(query)}`, (admin) => admin.get("product", productList, query));
}

/** The `limit` best sellers (most units sold). */
export function listBestSellers(limit: number) {
  return listProducts({ limit });
}

/**
 * Up to `limit` other products of product `productId`'s category, best sellers first
 * (GET product?related_to={id}&limit=): one small list beside the product, whichever product it
 * is, never the whole catalogue. Hold the answer to the product's category with `relatedIn`:
 * a host that ignored `related_to` then shows fewer products, never unrelated ones.
 */
export function listRelated(productId: number, limit: number): Promise<ProductSummary[]> {
  return listProducts({ relatedTo: productId, limit });
}

/** Up to `limit` products of `categoryId` in `products` but `productId`, in the list's order. */
export function relatedIn(
  products: readonly ProductSummary[],
  categoryId: number,
  productId: number,
  limit: number,
): ProductSummary[] {
  return products
    .filter((product) => product.categoryId === categoryId && product.id !== productId)
    .slice(0, limit);
}

/** GET product/{id}; an unknown id is an AdminError with status 404. */
export function getProduct(admin: AdminClient, id: number): Promise<ProductDetail> {
  return admin.get(`product/${id}`, dataOf(productDetail));
}

const recommendationBody = z.object({
  data: z.array(productSummary),
  offset: numeric,
  next_offset: numeric.nullable(),
});

/**
 * GET product/recomendation from `offset` (sets of 20, most viewed first). The list may follow
 * a signed-in buyer's views, so only the anonymous one is shared.
 */
export async function recommendationSet(
  admin: AdminClient | null,
  offset: number,
): Promise<RecommendationSet> {
  const load = (client: AdminClient) => client.get("product/recomendation", recommendationBody, { offset });
  const answer = admin ? await load(admin) : await sharedCall(`recommended=${offset}`, load);
  return { products: answer.data, offset: answer.offset, nextOffset: answer.next_offset };
}

/** The recommended products from `offset`, without the paging details. */
export async function listRecommended(admin: AdminClient | null, offset: number): Promise<ProductSummary[]> {
  return (await recommendationSet(admin, offset)).products;
}

/**
 * POST product/customer/view/{id} for a signed-in buyer, in the background: it neither
 * delays the page nor fails it, and outlives the request that triggered it.
 */
export function recordView(token: string, id: number): void {
  const admin = createAdminClient({
    token,
    onUnauthenticated: () => Promise.reject(new Error("session expired")),
  });
  admin.postForm(`product/customer/view/${id}`, {}, z.unknown()).catch((error: unknown) => {
    console.warn(`[catalogue] view of product ${id} not recorded: ${String(error)}`);
  });
}
