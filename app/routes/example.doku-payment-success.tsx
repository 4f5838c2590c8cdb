// 000 §2: a public sample page the Doku gateway may return to once a payment succeeded.
import type { MetaFunction } from "@remix-run/node";
import { DokuReturnPage } from "~/features/payments/DokuReturnPage";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("payments");

export const meta: MetaFunction = () => [{ title: pageTitle("Pembayaran Berhasil") }];

export default function DokuPaymentSuccess() {
  return (
    <DokuReturnPage title="Pembayaran Berhasil">
      <div className="payment-thanks" role="status">
        <h2>Terima kasih, pembayaran Anda melalui Doku telah berhasil</h2>
      </div>
      <p>Pesanan Anda akan segera kami proses. Status pesanan dapat dilihat di Daftar Transaksi.</p>
    </DokuReturnPage>
  );
}
