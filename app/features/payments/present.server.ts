// A payment as the pages show it: dates formatted here (WITA) so that date-fns stays out of the
// pages' JavaScript; amounts stay numbers for the Rupiah formatter.
import type { Payment } from "~/lib/admin/payments.server";
import { formatDateTimeWita, toDate } from "~/lib/format-date";
import { httpHref } from "~/lib/safe-href";

export type PaymentShown = {
  service: "BPD" | "Doku";
  type: string;
  bankName: string;
  /** 001 §3: shown only for BPD. */
  accountName: string | null;
  accountNumber: string;
  paidAt: string;
  nominal: number;
  status: string;
  /** The transfer proof (BPD only) and whether it is a PDF rather than an image. */
  proof: { url: string; pdf: boolean } | null;
  notes: string;
  urlPayment: string | null;
  /** "dd MMMM yyyy HH:mm:ss WITA", and the instant in ms that the live countdown counts to. */
  deadline: string;
  deadlineAt: number | null;
  invoice: string;
};

/** Only an http(s) address becomes a link (a host's `javascript:` would run in the shop's origin). */
export const httpUrl = (value: string | null): string | null => httpHref(value);

export function presentPayment(payment: Payment): PaymentShown {
  const bpd = payment.payment_service.toUpperCase() === "BPD";
  return {
    service: bpd ? "BPD" : "Doku",
    type: payment.payment_type,
    bankName: payment.bank_name,
    accountName: bpd ? payment.account_name : null,
    accountNumber: payment.account_number,
    paidAt: payment.payment_date ? formatDateTimeWita(payment.payment_date) : "",
    nominal: payment.nominal,
    status: payment.status,
    proof: bpd && payment.image ? { url: payment.image, pdf: /\.pdf($|\?)/i.test(payment.image) } : null,
    notes: payment.notes,
    urlPayment: httpUrl(payment.url_payment),
    deadline: payment.expired_date ? formatDateTimeWita(payment.expired_date) : "",
    deadlineAt: payment.expired_date ? toDate(payment.expired_date).getTime() || null : null,
    invoice: payment.transaction.invoice,
  };
}
