// 000 §2: a public sample page the Doku gateway may return to while a payment is still open.
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { paymentLinks } from "~/components/payments/styles";

export const links = paymentLinks;

export const meta: MetaFunction = () => [{ title: "Menunggu Pembayaran" }];

export default function DokuPaymentPending() {
  return (
    <section className="payment-page">
      <h1>Menunggu Pembayaran</h1>
      <div className="payment-notice" role="status">
        <p>
          Pembayaran Anda melalui Doku belum selesai. Selesaikan pembayaran sesuai petunjuk Doku sebelum batas
          waktu pembayaran berakhir.
        </p>
        <p>Status pesanan dapat dilihat kapan saja di Daftar Transaksi.</p>
      </div>
      <p className="payment-actions">
        <Link to="/profil/transaksi" role="button">
          Lihat Daftar Transaksi
        </Link>
        <Link to="/">Kembali ke Beranda</Link>
      </p>
    </section>
  );
}
