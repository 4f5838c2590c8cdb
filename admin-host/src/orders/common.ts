import type { Db } from "../db/index.ts";
import { notFound } from "../http/errors.ts";

export const nowIso = () => new Date().toISOString();

export interface TransactionRow {
  id: number;
  customer_id: number;
  checkout_id: number | null;
  invoice: string;
  status: string;
  shipping_cost: number;
  shipping_cost_nego: number | null;
  nego_step: number;
  created_at: string;
  updated_at: string;
}

/** The order, when it exists and (for a buyer) is theirs; otherwise 404 so foreign ids reveal nothing. */
export function findTransaction(db: Db, id: number, customerId?: number): TransactionRow {
  const row = db.get<TransactionRow>("SELECT * FROM transactions WHERE id = ?", [id]);
  if (!row || (customerId !== undefined && row.customer_id !== customerId)) throw notFound();
  return row;
}

/** Statuses from `paid` on: the buyer has paid, so reviews and complaints are open. */
export const paidStatuses: readonly string[] = [
  "paid",
  "process",
  "processed",
  "partial delivery",
  "shipped",
];

/** Statuses the operator may cancel from: everything before the money arrived. */
export const unpaidStatuses: readonly string[] = [
  "pending",
  "confirmed",
  "confirm",
  "document",
  "pending_payment",
  "payment_process",
  "payment_failed",
  "payment_expired",
];

/** An order line as stored. */
interface LineRow {
  id: number;
  product_id: number;
  name_product: string;
  image: string | null;
  webp: string | null;
  unit: string;
  qty: number;
  price: number;
  discount: number;
  price_after_discount: number;
  price_nego: number | null;
  notes: string;
}

export const transactionLines = (db: Db, transactionId: number) =>
  db.all<LineRow>("SELECT * FROM transaction_details WHERE transaction_id = ? ORDER BY position", [
    transactionId,
  ]);
