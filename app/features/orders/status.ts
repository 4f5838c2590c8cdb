// Order statuses (001 §4): compared case-insensitively, each shown as a coloured badge whose
// text always says the status (colour is never the only signal).
export type StatusTone = "warning" | "success" | "neutral" | "primary" | "secondary" | "danger";

const KNOWN: Record<string, { label: string; tone: StatusTone }> = {
  pending: { label: "Pending", tone: "warning" },
  pending_payment: { label: "Pending Payment", tone: "warning" },
  payment_expired: { label: "Payment Expired", tone: "warning" },
  paid: { label: "Paid", tone: "success" },
  confirmed: { label: "Confirmed", tone: "success" },
  document: { label: "Document", tone: "neutral" },
  process: { label: "Process", tone: "primary" },
  processed: { label: "Processed", tone: "primary" },
  // 001 §4 spells this label so.
  payment_process: { label: "Payment Prosess", tone: "primary" },
  shipped: { label: "Shipped", tone: "secondary" },
  "partial delivery": { label: "Partial Delivery", tone: "secondary" },
  cancel: { label: "Cancel", tone: "danger" },
  payment_failed: { label: "Payment Failed", tone: "danger" },
  confirm: { label: "Confirm", tone: "neutral" },
  // Payment statuses (001 §4: pending, reviewed, failed, expired, success); pending is above.
  reviewed: { label: "Reviewed", tone: "primary" },
  failed: { label: "Failed", tone: "danger" },
  expired: { label: "Expired", tone: "warning" },
  success: { label: "Success", tone: "success" },
};

const normalise = (status: string) => status.trim().toLowerCase();

/** The badge of a status; an unknown value is shown as sent, in a neutral badge. */
export function statusBadge(status: string): { label: string; tone: StatusTone } {
  return KNOWN[normalise(status)] ?? { label: status, tone: "neutral" };
}

/** `paid` and every later status count as paid (docs/admin-api.md, Status machines). */
const PAID = new Set(["paid", "process", "processed", "partial delivery", "shipped"]);

export function isPaid(status: string): boolean {
  return PAID.has(normalise(status));
}

/**
 * The price is final (docs/admin-api.md, Status machines): `confirmed` (never negotiated, or the
 * administrator accepted the buyer's round), `confirm` (the buyer approved the administrator's),
 * the document and payment steps, and every paid status. Not `pending` (still negotiating),
 * `cancel`, nor a status the contract does not name.
 */
const AGREED = new Set([
  "confirmed",
  "confirm",
  "document",
  "pending_payment",
  "payment_process",
  "payment_expired",
  "payment_failed",
]);

export function isAgreed(status: string): boolean {
  return AGREED.has(normalise(status)) || isPaid(status);
}

export function isStatus(status: string, expected: string): boolean {
  return normalise(status) === expected;
}

/** 001 §2: the order waits for the budget data: confirmed and never negotiated. */
export function awaitsBudgetData(status: string, negotiationCount: number): boolean {
  return isStatus(status, "confirmed") && negotiationCount === 0;
}
