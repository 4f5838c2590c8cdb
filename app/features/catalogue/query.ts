// The /produk address is the single source of the list's state: this module reads it,
// writes its canonical form and maps it to the admin host's `POST product/filter` form.
import type { FilterForm } from "~/lib/admin/catalogue.server";

export const SORTS = ["populer", "terlaris", "termurah", "terbaru"] as const;
export type Sort = (typeof SORTS)[number];

/** The host searches at most 100 characters. */
export const SEARCH_MAX = 100;

export type ProductQuery = {
  page: number | null;
  search: string;
  categoryIds: number[];
  subcategoryIds: number[];
  sort: Sort | null;
  priceMin: number | null;
  priceMax: number | null;
  rating: number | null;
};

export type CategoryTree = ReadonlyArray<{
  id: number;
  subcategories: ReadonlyArray<{ id: number }>;
}>;

// Order of the canonical address; `min_price` is read as an alias of `price_min`.
const KNOWN_KEYS = [
  "page",
  "search",
  "kategori",
  "sub_kategori",
  "sort",
  "price_min",
  "min_price",
  "price_max",
  "rating",
];

function positiveInt(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function amount(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) ? value : null;
}

// A GET form sends one value per ticked checkbox, a link sends one comma list; accept both.
function idList(params: URLSearchParams, key: string): number[] {
  const ids = params
    .getAll(key)
    .flatMap((value) => value.split(","))
    .map(positiveInt)
    .filter((id): id is number => id !== null);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function parseProductQuery(params: URLSearchParams): ProductQuery {
  const sort = params.get("sort")?.trim() ?? "";
  const rating = positiveInt(params.get("rating"));
  return {
    page: positiveInt(params.get("page")),
    search: (params.get("search") ?? "").trim().slice(0, SEARCH_MAX),
    categoryIds: idList(params, "kategori"),
    subcategoryIds: idList(params, "sub_kategori"),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : null,
    priceMin: amount(params.get("price_min") || params.get("min_price")),
    priceMax: amount(params.get("price_max")),
    rating: rating !== null && rating <= 5 ? rating : null,
  };
}

/** Adds the categories of the chosen subcategories when no category was chosen. */
export function withSubcategoryParents(query: ProductQuery, categories: CategoryTree): ProductQuery {
  if (query.categoryIds.length > 0 || query.subcategoryIds.length === 0) return query;
  const wanted = new Set(query.subcategoryIds);
  const categoryIds = categories
    .filter((category) => category.subcategories.some((sub) => wanted.has(sub.id)))
    .map((category) => category.id)
    .sort((a, b) => a - b);
  return { ...query, categoryIds };
}

export function needsParentCategories(query: ProductQuery): boolean {
  return query.categoryIds.length === 0 && query.subcategoryIds.length > 0;
}

/** The query as URL parameters, empty values left out. */
export function toSearchParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== null) params.set("page", String(query.page));
  if (query.search) params.set("search", query.search);
  if (query.categoryIds.length) params.set("kategori", query.categoryIds.join(","));
  if (query.subcategoryIds.length) params.set("sub_kategori", query.subcategoryIds.join(","));
  if (query.sort) params.set("sort", query.sort);
  if (query.priceMin !== null) params.set("price_min", String(query.priceMin));
  if (query.priceMax !== null) params.set("price_max", String(query.priceMax));
  if (query.rating !== null) params.set("rating", String(query.rating));
  return params;
}

/** `?…` of the canonical address, or "" when there is nothing to say. */
export function toSearch(query: ProductQuery): string {
  const search = toSearchParams(query).toString();
  return search ? `?${search}` : "";
}

/** The canonical search string when the address differs from it, otherwise null. */
export function canonicalRedirect(params: URLSearchParams, categories?: CategoryTree): string | null {
  let query = parseProductQuery(params);
  if (categories) query = withSubcategoryParents(query, categories);
  const given = new URLSearchParams([...params].filter(([key]) => KNOWN_KEYS.includes(key)));
  const canonical = toSearchParams(query);
  return given.toString() === canonical.toString() ? null : toSearch(query);
}

export function pageHref(pathname: string, query: ProductQuery, page: number): string {
  return pathname + toSearch({ ...query, page });
}

export function isFiltered(query: ProductQuery): boolean {
  return Boolean(
    query.search ||
    query.categoryIds.length ||
    query.subcategoryIds.length ||
    query.sort ||
    query.priceMin !== null ||
    query.priceMax !== null ||
    query.rating !== null,
  );
}

/** Fields of the `POST product/filter` form (000 §7). */
export function toFilterForm(query: ProductQuery, options: { promo?: boolean } = {}): FilterForm {
  const fields: FilterForm = [];
  for (const id of query.categoryIds) fields.push(["category[]", String(id)]);
  for (const id of query.subcategoryIds) fields.push(["subcategory[]", String(id)]);
  if (query.priceMin !== null) fields.push(["price_min", String(query.priceMin)]);
  if (query.priceMax !== null) fields.push(["price_max", String(query.priceMax)]);
  if (query.rating !== null) fields.push(["rating", String(query.rating)]);
  if (query.sort) fields.push(["sort", query.sort]);
  if (query.search) fields.push(["search", query.search]);
  fields.push(["page", String(query.page ?? 1)]);
  if (options.promo) fields.push(["promo", "1"]);
  return fields;
}

/**
 * The product list's meta description: the chosen categories and subcategories (by name) and
 * the search, or the whole catalogue.
 */
export function listingDescription(
  query: Pick<ProductQuery, "search" | "categoryIds" | "subcategoryIds">,
  categories: ReadonlyArray<{
    id: number;
    name: string;
    subcategories: ReadonlyArray<{ id: number; name: string }>;
  }>,
): string {
  const names = categories.flatMap((category) => [
    ...(query.categoryIds.includes(category.id) ? [category.name] : []),
    ...category.subcategories.filter((sub) => query.subcategoryIds.includes(sub.id)).map((sub) => sub.name),
  ]);
  const scope = names.length ? ` kategori ${names.join(", ")}` : "";
  const search = query.search ? ` untuk pencarian "${query.search}"` : "";
  return `Daftar produk${scope}${search} di Toko Pengadaan: harga, promo, ulasan dan stok, siap dinegosiasikan untuk pengadaan instansi Anda.`;
}
