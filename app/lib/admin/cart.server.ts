import { z } from "zod";
import type { Promo } from "./catalogue-types";
import { dataOf, images, numeric, type AdminClient } from "./client.server";
import { textOrEmpty } from "./fields.server";

/** Only the first promo counts (000 §3). */
export const productPromo = z
  .array(z.object({ discount: numeric.nullish(), price_promo: numeric }))
  .nullish()
  .transform((list): Promo | null => {
    const first = list?.[0];
    return first ? { discount: first.discount ?? 0, pricePromo: first.price_promo } : null;
  });

export const cartItemSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  qty: numeric,
  note: z
    .string()
    .nullish()
    .transform((note) => note ?? ""),
  product: z.object({
    id: z.number(),
    name: z.string(),
    price: numeric,
    stock: numeric,
    status: z.string().nullish(),
    image: images,
    promo: productPromo,
    // The product summary's unit (docs/admin-api.md): the quotation names it per line.
    unit: z
      .object({ name: textOrEmpty })
      .nullish()
      .transform((unit) => unit?.name ?? ""),
  }),
});

export type CartItem = z.infer<typeof cartItemSchema>;

const cartList = dataOf(z.array(cartItemSchema));
const anyBody = z.unknown();

/** The buyer's cart as the host orders it (newest first). */
export function listCart(admin: AdminClient, userId: number): Promise<CartItem[]> {
  return admin.get(`transaction/cart/list-cart/${userId}`, cartList);
}

export async function addToCart(
  admin: AdminClient,
  userId: number,
  productId: number,
  qty: number,
): Promise<void> {
  await admin.postForm("transaction/cart", { customer_id: userId, product_id: productId, qty }, anyBody);
}

/** One call changes either the quantity or the note of a line. */
export async function updateCartLine(
  admin: AdminClient,
  cartId: number,
  change: { qty: number } | { note: string },
): Promise<void> {
  await admin.postForm(`transaction/cart/update-note/${cartId}`, { _method: "PUT", ...change }, anyBody);
}

export async function deleteCartLine(admin: AdminClient, cartId: number): Promise<void> {
  await admin.delete(`transaction/cart/delete-cart/${cartId}`, anyBody);
}
