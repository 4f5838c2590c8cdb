// "Beli lagi": the order's products and quantities back into the cart through the cart's own
// call, so its stock and disabled rules apply; the cart then opens and says what was refused.
import { redirect } from "@remix-run/node";
import { addToCart } from "~/lib/admin/cart.server";
import { getOrder } from "~/lib/admin/orders.server";
import { hostRefusal } from "~/lib/forms/host-answer.server";
import { commitSession, flash, requireUser } from "~/lib/session.server";
import type { OrderActionContext } from "./order-page.server";

export const REORDER_DONE = "Produk pesanan ini telah dimasukkan ke keranjang";
export const REORDER_PARTLY = "Sebagian produk tidak dapat dimasukkan ke keranjang";
export const REORDER_NONE = "Produk pesanan ini tidak dapat dimasukkan ke keranjang";

export async function reorder(ctx: OrderActionContext): Promise<Response> {
  const { admin, userId, transactionId, request } = ctx;
  const order = await getOrder(admin, transactionId);
  const lines = order.data.transaction_detail;
  // One call per product, all at once; a refusal names its line and the host's reason. A busy
  // host is no refusal: it goes on to the form's busy answer (formAction).
  const outcomes = await Promise.allSettled(
    lines.map((line) => addToCart(admin, userId, line.product_id, line.qty)),
  );
  const refused: string[] = [];
  outcomes.forEach((outcome, index) => {
    if (outcome.status === "fulfilled") return;
    const refusal = hostRefusal(outcome.reason);
    if (!refusal) throw outcome.reason;
    refused.push(`${lines[index].name_product}: ${refusal.message}`);
  });
  const { session } = await requireUser(request);
  if (refused.length === 0) {
    flash(session, { kind: "success", message: REORDER_DONE });
  } else {
    flash(session, {
      kind: "error",
      title: refused.length === lines.length ? REORDER_NONE : REORDER_PARTLY,
      message: refused.join("; "),
    });
  }
  return redirect("/keranjang-belanja", { headers: { "Set-Cookie": await commitSession(session) } });
}
