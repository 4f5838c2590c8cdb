// The loader behind /produk and /produk/promo: clean the address, then fetch the page.
import { redirect } from "@remix-run/node";
import { filterProducts } from "~/lib/admin/catalogue.server";
import { getCategories, type Category } from "~/lib/admin/public.server";
import {
  canonicalRedirect,
  needsParentCategories,
  parseProductQuery,
  toFilterForm,
  withSubcategoryParents,
} from "./query";

export function categoryTree(categories: Category[]) {
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    subcategories: category.subcategory.map((sub) => ({ id: sub.id, name: sub.name })),
  }));
}

export async function loadListing(request: Request, options: { promo?: boolean } = {}) {
  const url = new URL(request.url);
  const categories = getCategories();
  const parsed = parseProductQuery(url.searchParams);
  const tree = needsParentCategories(parsed) ? categoryTree(await categories) : undefined;
  const target = canonicalRedirect(url.searchParams, tree);
  if (target !== null) throw redirect(url.pathname + target);

  const query = tree ? withSubcategoryParents(parsed, tree) : parsed;
  const [all, page] = await Promise.all([categories, filterProducts(toFilterForm(query, options))]);
  return { query, categories: categoryTree(all), ...page };
}
