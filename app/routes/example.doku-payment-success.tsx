// 000 §2: a public sample page the Doku gateway may return to once a payment succeeded.
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { paymentLinks } from "~/components/payments/styles";

export const links = paymentLinks;

export const meta: MetaFunction = () => [{ title: "Pembayaran Berhasil" }];

export default function DokuPaymentSuccess() {
  return (
    <section className="payment-page">
      <h1>Pembayaran Berhasil</h1>
      <div className="payment-thanks" role="status">
        <h2>Terima kasih, pembayaran Anda melalui Doku telah berhasil</h2>
      </div>
      <p>Pesanan Anda akan segera kami proses. Status pesanan dapat dilihat di Daftar Transaksi.</p>
      <p className="payment-actions">
        <Link to="/profil/transaksi" role="button">
          Lihat Daftar Transaksi
        </Link>
        <Link to="/">Kembali ke Beranda</Link>
      </p>
    </section>
  );
}
