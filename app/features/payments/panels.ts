// Which parts of the payment tab and of the payment status page show, decided from the order's
// and the payment's statuses alone (001 §2 "Pembayaran", §4). Pure: unit-tested over every status.

export type PaymentView = {
  /** The service of the payment in force, or null when there is none. */
  service: "BPD" | "Doku" | null;
  /** "Pilih Metode Pembayaran": the dropdown with BPD and Doku. */
  chooseMethod: boolean;
  /** "Informasi Pembayaran": the payment's fields. */
  info: boolean;
  /** BPD until the payment succeeds: QR code and virtual-account steps. */
  bpdInstructions: boolean;
  /** BPD: the "Upload Bukti Pembayaran" button. */
  uploadProof: boolean;
  /** Doku, still payable: a "Tata Cara Pembayaran" link to url_payment. */
  dokuLink: boolean;
  /** Doku past its deadline: "Anda telah melewati batas pembayaran, silahkan hubungi admin" and the chat link. */
  dokuExpired: boolean;
  /** Nothing to do yet: "Anda belum bisa melakukan pembayaran". */
  cannotPay: boolean;
};

/** Payment statuses (001 §4) that still accept a BPD transfer proof. */
const PROOF_STATUSES = ["reviewed", "pending", "failed", "expired"];

/**
 * The host lets the buyer choose again once the operator voided a failed payment
 * (docs/admin-api.md "Payments"); 001 §2 names only payment_expired, so payment_failed
 * without a payment is read the same way rather than leaving the buyer stuck.
 */
const CHOOSE_AGAIN_STATUSES = ["payment_expired", "payment_failed"];

export function paymentView(
  orderStatus: string,
  payment: { payment_service: string; status: string } | null,
): PaymentView {
  const order = orderStatus.toLowerCase();
  const status = payment?.status.toLowerCase() ?? null;
  const service = payment ? (payment.payment_service.toUpperCase() === "BPD" ? "BPD" : "Doku") : null;
  const chooseMethod = order === "document" || (!payment && CHOOSE_AGAIN_STATUSES.includes(order));
  const bpd = service === "BPD";
  const doku = service === "Doku";
  const dokuExpired = doku && (status === "expired" || order === "payment_expired");
  return {
    service,
    chooseMethod,
    info: payment !== null,
    bpdInstructions: bpd && status !== "success",
    uploadProof: bpd && (PROOF_STATUSES.includes(status ?? "") || order === "payment_expired"),
    dokuLink: doku && !dokuExpired && (status === "pending" || order === "pending_payment"),
    dokuExpired,
    cannotPay: !payment && !chooseMethod,
  };
}

/** The payment status page's views (001 §2 "Payment status page"); "none" when nothing was chosen. */
export type PaymentOutcome = "pending" | "paid" | "expired" | "other" | "none";

/**
 * The payment's own status decides (the spec names both order and payment statuses: pending_payment
 * or pending, paid or success, payment_expired or expired). Without a payment only an expired
 * order (its payment voided) has something to say.
 */
export function paymentOutcome(orderStatus: string, paymentStatus: string | null): PaymentOutcome {
  if (paymentStatus === null) return orderStatus.toLowerCase() === "payment_expired" ? "expired" : "none";
  switch (paymentStatus.toLowerCase()) {
    case "pending_payment":
    case "pending":
      return "pending";
    case "paid":
    case "success":
      return "paid";
    case "payment_expired":
    case "expired":
      return "expired";
    default:
      return "other";
  }
}
