import { Link } from "@remix-run/react";
import { detailHref } from "~/features/orders/tabs";
import { formatRupiah } from "~/lib/format";
import type { PaymentStatusData } from "~/features/payments/status-page.server";
import { PaymentInfo } from "./PaymentInfo";
import { VirtualAccountSteps } from "./Instructions";

/** 001 §2 "Payment status page": steps while pending, thanks once paid, "Oooops" once expired. */
export function PaymentStatusView({ data }: { data: PaymentStatusData }) {
  const { outcome, payment, transactionId, invoice } = data;
  const toOrder = detailHref(transactionId, "pembayaran");
  return (
    <section className="payment-page" data-outcome={outcome}>
      <h1>Status Pembayaran</h1>
      <p>
        Invoice: <strong>{invoice}</strong>
      </p>
      {outcome === "pending" && payment ? (
        <section className="payment-card" aria-labelledby="payment-pending-title">
          <h2 id="payment-pending-title">Menunggu Pembayaran</h2>
          <p>
            Selesaikan pembayaran sebesar <strong>{formatRupiah(payment.nominal)}</strong> sebelum{" "}
            <strong>{payment.deadline}</strong>.
          </p>
          {payment.service === "BPD" ? (
            <VirtualAccountSteps heading="h3" />
          ) : payment.urlPayment ? (
            <p>
              <a href={payment.urlPayment} role="button">
                Tata Cara Pembayaran
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      {outcome === "paid" && payment ? (
        <>
          <div className="payment-thanks" role="status">
            <h2>Terima kasih, pembayaran Anda telah kami terima</h2>
          </div>
          <PaymentInfo payment={payment} title="Detail Pembayaran" />
        </>
      ) : null}
      {outcome === "expired" ? (
        <div className="payment-expired" role="alert">
          <p>Oooops, Pembayaran anda sudah Expired, silahkan lakukan permohonan Pembayaran kembali</p>
          <Link to="/profil/beranda" role="button">
            Kembali ke Dashboard
          </Link>
        </div>
      ) : null}
      {outcome === "other" && payment ? <PaymentInfo payment={payment} /> : null}
      {outcome === "none" ? <p>Belum ada pembayaran untuk transaksi ini.</p> : null}
      <p>
        <Link to={toOrder}>Lihat detail transaksi</Link>
      </p>
    </section>
  );
}
