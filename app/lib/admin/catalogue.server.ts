// Catalogue calls of the admin host (000 §7): product lists, the filter, one product, related
// products, recommendations and recording a signed-in buyer's view.
import { LRUCache } from "lru-cache";
import { z } from "zod";
import {
  createAdminClient,
  dataOf,
  file,
  fileUrl,
  images,
  numeric,
  type AdminClient,
} from "~/lib/admin/client.server";
import { productPromo } from "~/lib/admin/cart.server";
import { PAGE_SIZE, toFilterForm, type ProductQuery } from "~/lib/catalogue/query";
import type { ProductDetail, ProductSummary, Review } from "~/lib/catalogue/types";
import { sanitizeHtml } from "~/lib/sanitize.server";

const count = numeric.nullish().transform((value) => value ?? 0);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

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
    notes: text,
    image: z
      .array(z.union([z.string(), z.object({ image: z.string() }).transform((entry) => entry.image)]))
      .nullish(),
    respon_notes: z.string().nullish(),
    customer: z.object({ name: text, image: file }).nullish(),
    updated_at: text,
  })
  .transform((raw): Review => ({
    id: raw.id,
    star: raw.star,
    notes: raw.notes,
    images: (raw.image ?? []).map((path) => fileUrl(path) ?? path),
    reply: raw.respon_notes?.trim() ? raw.respon_notes : null,
    customerName: raw.customer?.name ?? "",
    customerImage: raw.customer?.image ?? null,
    updatedAt: raw.updated_at,
  }));

const productDetail = z
  .object({
    ...productFields,
    descriptions: text,
    spesifikasi: z
      .array(z.object({ name: text, value: z.union([z.string(), z.number()]).nullish() }))
      .nullish(),
    unit: z.object({ name: text }).nullish(),
    transaction_detail: z.array(z.object({ reviews: z.array(reviewSchema).nullish() })).nullish(),
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
    reviews: (raw.transaction_detail ?? [])
      .flatMap((detail) => detail.reviews ?? [])
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
  }));

// Lists are the same for every visitor, so they are shared for a few seconds: a burst of
// visitors costs the host one call per distinct list. Product pages themselves (stock) are
// always fetched fresh.
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

// Filtered: `{products, pageTotal}`; unfiltered the host answers the plain list (000 §7).
const filterBody = dataOf(
  z.union([
    z.object({ products: z.array(productSummary), pageTotal: numeric }),
    z.array(productSummary).transform((products) => ({ products, pageTotal: null })),
  ]),
);

/** POST product/filter: one page of the list the query describes. */
export async function filterProducts(
  query: ProductQuery,
  options: { promo?: boolean } = {},
): Promise<ProductPage> {
  const form = toFilterForm(query, options);
  const fields: Record<string, string[]> = {};
  for (const [key, value] of form) (fields[key] ??= []).push(value);
  const answer = await sharedCall(`filter?${new URLSearchParams(form)}`, (admin) =>
    admin.postForm("product/filter", fields, filterBody),
  );
  const page = query.page ?? 1;
  if (answer.pageTotal !== null)
    return { products: answer.products, page, pageCount: Math.max(1, answer.pageTotal) };
  // A plain list is the whole catalogue: page it here.
  const from = (page - 1) * PAGE_SIZE;
  return {
    products: answer.products.slice(from, from + PAGE_SIZE),
    page,
    pageCount: Math.max(1, Math.ceil(answer.products.length / PAGE_SIZE)),
  };
}

/** GET product?category={id}: other products of the category, the first `limit` of them. */
export async function listRelated(categoryId: number, productId: number, limit: number) {
  const products = await sharedCall(`category=${categoryId}`, (admin) =>
    admin.get("product", productList, { category: categoryId }),
  );
  return products.filter((product) => product.id !== productId).slice(0, limit);
}

/** The best sellers: GET product?limit=n, ordered by units sold. */
export async function listBestSellers(limit: number): Promise<ProductSummary[]> {
  const products = await sharedCall(`best=${limit}`, (admin) =>
    admin.get("product", productList, { limit, sort: "terlaris" }),
  );
  return [...products].sort((a, b) => b.sold - a.sold).slice(0, limit);
}

/** GET product/{id}; an unknown id is an AdminError with status 404. */
export function getProduct(admin: AdminClient, id: number): Promise<ProductDetail> {
  return admin.get(`product/${id}`, dataOf(productDetail));
}

/**
 * GET product/recomendation from `offset` (steps of 20). A signed-in buyer's list may follow
 * their views, so only the anonymous one is shared.
 */
export function listRecommended(admin: AdminClient | null, offset: number): Promise<ProductSummary[]> {
  const load = (client: AdminClient) => client.get("product/recomendation", productList, { offset });
  return admin ? load(admin) : sharedCall(`recommended=${offset}`, load);
}

/**
 * POST product/customer/view/{id} for a signed-in buyer, in the background: it neither
 * delays the page nor fails it, and outlives the request that triggered it.
 */
export function recordView(token: string, id: number): void {
  const admin = createAdminClient({
    token,
    onUnauthenticated: () => Promise.reject(new Error("view not recorded: session expired")),
  });
  admin.postForm(`product/customer/view/${id}`, {}, z.unknown()).catch((error: unknown) => {
    console.warn(`[catalogue] view of product ${id} not recorded: ${String(error)}`);
  });
}

// Which category a product is in, remembered so that its related products can be fetched
// together with the product instead of after it.
const productCategory = new LRUCache<number, number>({ max: 5000 });

export function knownCategoryOf(productId: number): number | undefined {
  return productCategory.get(productId);
}

export function rememberCategory(productId: number, categoryId: number | null): void {
  if (categoryId !== null) productCategory.set(productId, categoryId);
}
