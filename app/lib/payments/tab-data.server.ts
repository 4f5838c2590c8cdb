// The payment tab's own read (001 §7 GET transaction/payment/detail/{id}), beside the order's.
import { getPaymentDetail } from "~/lib/admin/payments.server";
import type { OrderRequest } from "~/lib/orders/order-page.server";
import { presentPayment } from "./present.server";

export async function paymentTabData(ctx: OrderRequest) {
  const payment = await getPaymentDetail(ctx.admin, ctx.transactionId);
  return { payment: payment ? presentPayment(payment) : null };
}
