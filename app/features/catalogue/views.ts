// When a product counts as viewed (POST product/customer/view/{id} feeds "populer" and the
// recommendations), decided from the request alone.

/** Query keys of the product page's own UI state: reviews (star tab, page), image, modal. */
const IN_PAGE_STATE = ["bintang", "ulasan", "gambar", "modal"];

/**
 * Whether this run of the product page's loader is a buyer opening the product, the only
 * thing worth a recorded view. Not: a prefetch (`<Link prefetch="intent">` becomes a
 * `<link rel="prefetch">`, which browsers mark with Sec-Purpose / Purpose / X-Moz), a change
 * of the page's own state (another review tab or page, image or the terms dialog; the review
 * links always carry `bintang`), or the page rendered again in answer to a form post (the
 * add-to-cart action without JavaScript: the loader's request keeps the post's Content-Type).
 */
export function isProductOpen(request: Request): boolean {
  const { headers } = request;
  const purpose = [headers.get("Sec-Purpose"), headers.get("Purpose"), headers.get("X-Moz")].join(" ");
  if (/prefetch|prerender/i.test(purpose)) return false;
  if (headers.has("Content-Type")) return false;
  const { searchParams } = new URL(request.url);
  return !IN_PAGE_STATE.some((key) => searchParams.has(key));
}
