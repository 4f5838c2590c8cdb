import type { ReactNode } from "react";
import { InfoList } from "~/components/ui/InfoList";
import { StatusBadge } from "~/features/orders/StatusBadge";
import { formatRupiah } from "~/lib/format";
import type { PaymentShown } from "~/features/payments/present.server";

/** "Informasi Pembayaran" (001 §2): the payment's fields; account name and proof only for BPD. */
export function PaymentInfo({
  payment,
  title = "Informasi Pembayaran",
}: {
  payment: PaymentShown;
  title?: string;
}) {
  const rows: [string, ReactNode][] = [
    ["Invoice", payment.invoice],
    ["Metode Pembayaran", payment.service === "BPD" ? "QRIS / Virtual Account BPD Bali" : "Doku"],
    ["Jenis Pembayaran", payment.type],
    ["Status", <StatusBadge key="status" status={payment.status} />],
    ["Nominal", <strong key="nominal">{formatRupiah(payment.nominal)}</strong>],
    ["Batas Pembayaran", payment.deadline],
    ["Tanggal Pembayaran", payment.paidAt],
    ["Nama Bank", payment.bankName],
  ];
  if (payment.accountName !== null) rows.push(["Atas Nama", payment.accountName]);
  rows.push(["No Rekening", payment.accountNumber], ["Catatan", payment.notes]);
  if (payment.proof) rows.push(["Bukti Pembayaran", <ProofPreview key="proof" proof={payment.proof} />]);
  return (
    <section className="payment-card" aria-labelledby="payment-info-title">
      <h2 id="payment-info-title">{title}</h2>
      <InfoList rows={rows} />
    </section>
  );
}

function ProofPreview({ proof }: { proof: NonNullable<PaymentShown["proof"]> }) {
  if (proof.pdf) {
    return (
      <a href={proof.url} target="_blank" rel="noreferrer">
        Lihat bukti pembayaran (PDF)
      </a>
    );
  }
  return (
    <a href={proof.url} target="_blank" rel="noreferrer">
      <img src={proof.url} alt="Bukti pembayaran" className="payment-proof" loading="lazy" />
    </a>
  );
}
