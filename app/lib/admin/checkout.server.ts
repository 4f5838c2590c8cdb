import { z } from "zod";
import { numeric, type AdminClient } from "./client.server";

const createdId = z.object({ id: numeric }).transform((body) => body.id);

/** Starts a checkout from cart lines; answers the checkout id. */
export function startCheckout(
  admin: AdminClient,
  userId: number,
  lines: ReadonlyArray<{ cartId: number; qty: number }>,
): Promise<number> {
  return admin.postForm(
    "transaction/checkout",
    { customer_id: userId, "cart_id[]": lines.map((line) => line.cartId), "qty[]": lines.map((line) => line.qty) },
    createdId,
  );
}
