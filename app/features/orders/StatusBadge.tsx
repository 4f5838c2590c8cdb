import { statusBadge } from "~/features/orders/status";

/** 001 §4: one badge for every order status, wherever a status shows (styles in orders.css). */
export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = statusBadge(status);
  return (
    <span className={`status-badge status-${tone}`} data-status={status}>
      {label}
    </span>
  );
}
