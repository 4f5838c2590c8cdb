// What the catalogue's HTTP conversations share: reading product cards and buttons off a page,
// and a product's stock as the host gives it.
import type { APIRequestContext } from "@playwright/test";
import type { NoJsBrowser } from "../kit";

export function rupiah(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

/** The product cards of the page (or of `within`). */
export const cards = (visitor: NoJsBrowser, within = "main") => visitor.$(within).find(".product-card");

/** The names the cards show, in order. */
export const cardNames = (visitor: NoJsBrowser, within = "main") =>
  cards(visitor, within)
    .find(".product-title")
    .toArray()
    .map((el) => visitor.$(el).text().trim());

/** The price each card shows first (the promo price when there is one). */
export const cardPrices = (visitor: NoJsBrowser) =>
  cards(visitor)
    .find(".price strong")
    .toArray()
    .map((el) => rupiah(visitor.$(el).text()));

/**
 * The buttons whose text is `name`, disabled ones included (the kit's finder is for pressing).
 * Each is `{ disabled }`.
 */
export const buttonsNamed = (visitor: NoJsBrowser, name: string, within = "body") =>
  visitor
    .$(within)
    .find("button")
    .toArray()
    .filter((el) => visitor.$(el).text().replace(/\s+/g, " ").trim() === name)
    .map((el) => ({ disabled: el.attribs.disabled !== undefined }));

/** The links whose text is `name`. */
export const linksNamed = (visitor: NoJsBrowser, name: string, within = "body") =>
  visitor
    .$(within)
    .find("a[href]")
    .toArray()
    .filter((el) => visitor.$(el).text().replace(/\s+/g, " ").trim() === name);

export async function productStock(request: APIRequestContext, productId: number): Promise<number> {
  const answer = await request.get(`/admin-host/api/product/${productId}`);
  return ((await answer.json()) as { data: { stock: number } }).data.stock;
}
