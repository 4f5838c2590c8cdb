// 000 §2: a public sample page the Doku gateway may return to while a payment is still open.
import type { MetaFunction } from "@remix-run/node";
import { DokuReturnPage } from "~/features/payments/DokuReturnPage";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("payments");

export const meta: MetaFunction = () => [{ title: pageTitle("Menunggu Pembayaran") }];

export default function DokuPaymentPending() {
  return (
    <DokuReturnPage title="Menunggu Pembayaran">
      <div className="payment-notice" role="status">
        <p>
          Pembayaran Anda melalui Doku belum selesai. Selesaikan pembayaran sesuai petunjuk Doku sebelum batas
          waktu pembayaran berakhir.
        </p>
        <p>Status pesanan dapat dilihat kapan saja di Daftar Transaksi.</p>
      </div>
    </DokuReturnPage>
  );
}
