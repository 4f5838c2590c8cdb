// The payment tab's own read (001 §7 GET transaction/payment/detail/{id}), beside the order's, and
// the proof form's (whether the payment takes a proof now).
import { getPaymentDetail } from "~/lib/admin/payments.server";
import { readOrder, type OrderRequest } from "~/features/orders/order-page.server";
import { paymentView } from "./panels";
import { presentPayment } from "./present.server";

export async function paymentTabData(ctx: OrderRequest) {
  const payment = await getPaymentDetail(ctx.admin, ctx.transactionId);
  return { payment: payment ? presentPayment(payment) : null };
}

/** The proof form's read: the payment beside the order (read once per request, readOrder). */
export const proofFormData = (context: object) => async (ctx: OrderRequest) => {
  const [order, payment] = await Promise.all([
    readOrder(context, ctx),
    getPaymentDetail(ctx.admin, ctx.transactionId),
  ]);
  return { canUpload: paymentView(order.data.status, payment).uploadProof };
};
