import { z } from "zod";
import type { AdminClient } from "./client.server";

// Numbers arrive as numbers or numeric strings depending on the host's column types.
export const amount = z.coerce.number();

const imageRecord = z.object({
  image: z.string(),
  webp: z.string().nullish(),
  default_image: z.union([z.boolean(), z.number(), z.string()]).nullish(),
});

export type ProductImage = { image: string; webp: string | null };

/** The host sends a list of image records or one bare path; we keep the default (or first) one. */
export const productImage = z
  .union([z.string(), z.array(imageRecord)])
  .nullish()
  .transform((value): ProductImage | null => {
    if (!value) return null;
    if (typeof value === "string") return { image: value, webp: null };
    const chosen = value.find((record) => Number(record.default_image) === 1) ?? value[0];
    return chosen ? { image: chosen.image, webp: chosen.webp ?? null } : null;
  });

/** Only the first promo counts (000 §3). */
export const productPromo = z
  .array(z.object({ discount: amount.nullish(), price_promo: amount }))
  .nullish()
  .transform((list) => {
    const first = list?.[0];
    return first ? { discount: first.discount ?? 0, pricePromo: first.price_promo } : null;
  });

export const cartItemSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  qty: amount,
  note: z.string().nullish().transform((note) => note ?? ""),
  created_at: z.string().nullish(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    price: amount,
    stock: amount,
    status: z.string().nullish(),
    image: productImage,
    promo: productPromo,
  }),
});

export type CartItem = z.infer<typeof cartItemSchema>;

const cartListBody = z.object({ data: z.array(cartItemSchema) }).transform((body) => body.data);
const cartItemBody = z.object({ data: cartItemSchema.partial().passthrough().nullish() });
const messageBody = z.object({ message: z.string().nullish() }).passthrough();

/** The buyer's cart, newest first as the host sends it. */
export function listCart(admin: AdminClient, userId: number) {
  return admin.get(cartListBody, `transaction/cart/list-cart/${userId}`);
}

export function addToCart(admin: AdminClient, userId: number, productId: number, qty: number) {
  return admin.postForm(cartItemBody, "transaction/cart", {
    customer_id: String(userId),
    product_id: String(productId),
    qty: String(qty),
  });
}

/** One call changes either the note or the quantity of a line. */
export function updateCartLine(admin: AdminClient, cartId: number, change: { qty: number } | { note: string }) {
  const fields = "qty" in change ? { qty: String(change.qty) } : { note: change.note };
  return admin.postForm(messageBody, `transaction/cart/update-note/${cartId}`, { _method: "PUT", ...fields });
}

export function deleteCartLine(admin: AdminClient, cartId: number) {
  return admin.delete(messageBody, `transaction/cart/delete-cart/${cartId}`);
}
