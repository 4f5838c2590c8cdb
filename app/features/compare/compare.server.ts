// The comparison's cookie (the header's count and where a 'Bandingkan' button adds to) and the
// products it shows, read from the host together.
import { createCookie } from "@remix-run/node";
import { getProduct } from "~/lib/admin/catalogue.server";
import type { AdminClient } from "~/lib/admin/client.server";
import { nullWhenNotFound } from "~/lib/not-found.server";
import type { ProductDetail } from "~/lib/admin/catalogue-types";
import { env } from "~/env.server";
import { formatCompared, parseCompared, type ComparedProduct } from "./list";

/** Not secret (a few public product ids): unsigned, but read as hostile like the URL. */
const comparedCookie = createCookie("bandingkan", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: env.cookieSecure,
  maxAge: 60 * 60 * 24 * 30,
});

export async function readComparedCookie(request: Request): Promise<number[]> {
  const value: unknown = await comparedCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? parseCompared(value) : [];
}

/** Set-Cookie storing `ids` (an empty list removes the cookie). */
export function comparedCookieHeader(ids: readonly number[]): Promise<string> {
  return ids.length
    ? comparedCookie.serialize(formatCompared(ids))
    : comparedCookie.serialize("", { maxAge: 0 });
}

export type ComparedProducts = { products: ComparedProduct[]; dropped: number };

function column(product: ProductDetail): ComparedProduct {
  const { id, name, price, promo, image, rating, reviewCount, sold, stock, unit, subcategory } = product;
  const { specifications } = product;
  return {
    id,
    name,
    price,
    promo,
    image,
    rating,
    reviewCount,
    sold,
    stock,
    unit,
    subcategory,
    specifications,
  };
}

/**
 * GET product/{id} for every id at once. An id the host does not know (its 404) or a disabled
 * product is dropped and counted; a host failure (5xx, timeout) still reaches the error page.
 */
export async function loadCompared(admin: AdminClient, ids: readonly number[]): Promise<ComparedProducts> {
  const loaded = await Promise.all(ids.map((id) => getProduct(admin, id).catch(nullWhenNotFound)));
  const products = loaded
    .filter((product): product is ProductDetail => product !== null && !product.disabled)
    .map(column);
  return { products, dropped: ids.length - products.length };
}
