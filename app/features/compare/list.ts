// The product comparison's list (issue 24): at most four product ids, in the order they were
// added, carried by the URL (`?id=1,5,9`) and mirrored in a small cookie for the header's count.
// Browser-safe and pure: the route, the header and the tests share it.
import type { ProductDetail } from "~/lib/admin/catalogue-types";

export const MAX_COMPARED = 4;
export const COMPARE_PATH = "/produk/bandingkan";
export const COMPARE_FULL =
  "Perbandingan sudah berisi 4 produk. Hapus salah satu produk terlebih dahulu untuk menambahkan produk lain.";

/** Longest list text read: four 9-digit ids and their commas, with room for stray spaces. */
const MAX_TEXT = 64;

/** Reads `1,5,9` (from the URL or the cookie): positive ids, no repeats, the first four kept. */
export function parseCompared(raw: string | null | undefined): number[] {
  if (!raw || raw.length > MAX_TEXT) return [];
  const ids: number[] = [];
  for (const part of raw.split(",")) {
    const text = part.trim();
    if (!/^\d{1,9}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARED) break;
  }
  return ids;
}

export function formatCompared(ids: readonly number[]): string {
  return ids.join(",");
}

/** The comparison page showing `ids` (the bare page when empty). */
export function compareHref(ids: readonly number[]): string {
  return ids.length ? `${COMPARE_PATH}?id=${formatCompared(ids)}` : COMPARE_PATH;
}

export type AddResult = { kind: "added" | "present"; ids: number[] } | { kind: "full"; ids: number[] };

/** Adds `id` at the end; a fifth product is refused until one is removed. */
export function addCompared(ids: readonly number[], id: number): AddResult {
  if (ids.includes(id)) return { kind: "present", ids: [...ids] };
  if (ids.length >= MAX_COMPARED) return { kind: "full", ids: [...ids] };
  return { kind: "added", ids: [...ids, id] };
}

export function removeCompared(ids: readonly number[], id: number): number[] {
  return ids.filter((other) => other !== id);
}

/** What a column shows: the page's data leaves out descriptions and reviews. */
export type ComparedProduct = Pick<
  ProductDetail,
  "id" | "name" | "price" | "promo" | "image" | "rating" | "reviewCount" | "sold" | "stock" | "unit"
> &
  Pick<ProductDetail, "subcategory" | "specifications">;
