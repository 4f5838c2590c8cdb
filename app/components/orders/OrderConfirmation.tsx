// PLACEHOLDER owned by the "nego" area: the confirmation section (user and courier info,
// shopping summary, "Konfirmasi Transaksi" opening the budget form as ?modal=spk) and the
// shipping-cost proposal modal replace this file. The detail tab renders it under the lines.
import type { Order } from "~/lib/admin/orders.server";
import { awaitsBudgetData } from "~/lib/orders/status";

export type OrderConfirmationProps = { order: Order; transactionId: number; modal: string | null };

export function OrderConfirmation({ order }: OrderConfirmationProps) {
  if (!awaitsBudgetData(order.data.status, order.negotiations.length)) return null;
  return (
    <section id="konfirmasi" className="order-section" aria-labelledby="confirm-title">
      <h2 id="confirm-title">Konfirmasi Transaksi</h2>
      <p className="order-placeholder">
        Formulir konfirmasi pesanan dengan data anggaran (SPK) akan tampil di sini.
      </p>
    </section>
  );
}
