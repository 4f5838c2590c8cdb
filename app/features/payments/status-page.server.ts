// The payment status view (001 §2 "Payment status page"), shared by /profil/status-pembayaran?id=
// and the payment return address /profil/respon?id_transaksi=.
import { adminClient } from "~/lib/admin/client.server";
import { getOrder } from "~/lib/admin/orders.server";
import { getPaymentStatus } from "~/lib/admin/payments.server";
import { parseId } from "~/features/orders/tabs";
import { hostNotFound, notFound } from "~/lib/not-found.server";
import { requireUser } from "~/lib/session.server";
import { paymentOutcome } from "./panels";
import { presentPayment } from "./present.server";

/**
 * The order (whose 404 tells another buyer's or an unknown id apart from "no payment yet") and
 * the payment status, read together.
 */
export async function loadPaymentStatus(request: Request, rawId: string | null) {
  await requireUser(request);
  const transactionId = parseId(rawId);
  if (transactionId === null) throw notFound("Transaksi");
  const admin = await adminClient(request);
  const [order, payment] = await Promise.all([
    getOrder(admin, transactionId).catch((error: unknown) => hostNotFound(error, "Transaksi")),
    getPaymentStatus(admin, transactionId),
  ]);
  const transaction = order.data;
  return {
    transactionId,
    invoice: transaction.invoice,
    orderStatus: transaction.status,
    outcome: paymentOutcome(transaction.status, payment?.status ?? null),
    payment: payment ? presentPayment(payment) : null,
  };
}

export type PaymentStatusData = Awaited<ReturnType<typeof loadPaymentStatus>>;
