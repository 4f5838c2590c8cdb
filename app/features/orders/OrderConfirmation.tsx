// The detail tab's buyer actions (001 §2 Detail Pesanan): the confirmation section of a
// confirmed, never-negotiated order ("Konfirmasi Transaksi" opens the budget form as
// its child route `anggaran`), and the way to the shipping-cost proposal (`ongkir`) while the
// administrator's offer waits.
import { Link } from "@remix-run/react";
import { InfoList } from "~/components/ui/InfoList";
import type { Order } from "~/lib/admin/orders.server";
import { formatRupiah } from "~/lib/format";
import { canCounter, currentShipping, negotiationFormHref } from "~/features/orders/negotiation/rules";
import { awaitsBudgetData } from "~/features/orders/status";
import { detailHref } from "~/features/orders/tabs";

export type OrderConfirmationProps = { order: Order; transactionId: number };

export function OrderConfirmation({ order, transactionId }: OrderConfirmationProps) {
  const { data: transaction, address } = order;
  const customer = transaction.customer;
  return (
    <>
      {awaitsBudgetData(transaction.status, order.negotiations.length) && !transaction.spk ? (
        <section id="konfirmasi" className="order-section order-confirm" aria-labelledby="confirm-title">
          <h2 id="confirm-title">Konfirmasi Transaksi</h2>
          <div className="order-cards">
            <article aria-labelledby="confirm-user">
              <h3 id="confirm-user">Informasi Pengguna</h3>
              <InfoList
                rows={[
                  // As on the profile form, where 'Nama Instansi' is the customer's name (001 §5).
                  ["Instansi", customer?.instance_name],
                  ["Email", customer?.email],
                  ["No Telepon", customer?.phone],
                  ["NIP", customer?.nip],
                ]}
              />
            </article>
            <article aria-labelledby="confirm-courier">
              <h3 id="confirm-courier">Informasi Kurir</h3>
              <InfoList
                rows={[
                  ["Kurir", address.shipping_courier.toUpperCase()],
                  ["Layanan", address.shipping_service],
                  ["Nama Penerima", address.name_receipt],
                ]}
              />
            </article>
          </div>
          <h3>Ringkasan Belanja</h3>
          <InfoList
            rows={[
              ["Total Ongkos Kirim", formatRupiah(currentShipping(transaction))],
              ["Total PPN", formatRupiah(transaction.total_ppn)],
              // The summary above calls the goods 'Total Harga' and this sum 'Total Tagihan'.
              ["Total Tagihan", formatRupiah(transaction.grand_total)],
            ]}
          />
          <Link
            to={`${negotiationFormHref(transactionId, "detail", "anggaran")}#spk`}
            role="button"
            preventScrollReset
          >
            Konfirmasi Transaksi
          </Link>
        </section>
      ) : null}
      {canCounter(order) ? (
        <section className="order-section" aria-labelledby="offer-title">
          <h2 id="offer-title">Penawaran Administrator</h2>
          <p>
            Administrator telah menanggapi negosiasi Anda. Lanjutkan atau setujui negosiasi pada tab{" "}
            <Link to={detailHref(transactionId, "negosiasi")}>Negosiasi</Link>, atau ajukan harga ongkos kirim
            baru.
          </p>
          <Link
            to={`${negotiationFormHref(transactionId, "detail", "ongkir")}#ongkir`}
            role="button"
            className="secondary"
            preventScrollReset
          >
            Ajukan Harga Ongkir
          </Link>
        </section>
      ) : null}
    </>
  );
}
