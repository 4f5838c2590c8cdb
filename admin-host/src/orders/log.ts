import type { Db } from "../db/index.ts";
import { nowIso, type TransactionRow } from "./common.ts";

/** The timeline sections of 001 §2 (Log Transaksi) and their titles. */
export const sections = {
  makeOrder: ["make order", "Pembuatan Order"],
  price: ["price", "Permintaan Nego tahap"],
  shippingCost: ["shipping cost", "Nego Ongkir"],
  status: ["status", "Perubahan Status"],
  requestPayment: ["request payment", "Permintaan Pembayaran"],
  payment: ["payment", "Pembayaran"],
  uploadPayment: ["upload payment", "Mengirim Bukti Pembayaran"],
} as const;

export interface LogInput {
  section: keyof typeof sections;
  nego?: number;
  detailId?: number;
  oldValue?: string | number | null;
  newValue?: string | number | null;
}

export function writeLog(db: Db, transactionId: number, entry: LogInput, at = nowIso()): void {
  const [section, title] = sections[entry.section];
  db.run(
    `INSERT INTO transaction_logs (transaction_id, section_change, name_section_change, section_nego, transaction_detail_id,
       old_value, new_value, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      transactionId,
      section,
      entry.section === "price" ? `${title} ${entry.nego}` : title,
      entry.nego ?? null,
      entry.detailId ?? null,
      entry.oldValue === undefined || entry.oldValue === null ? null : String(entry.oldValue),
      entry.newValue === undefined || entry.newValue === null ? null : String(entry.newValue),
      at,
    ],
  );
}

/** Moves an order to `status` and writes the "Perubahan Status" entry; a no-op when already there. */
export function setStatus(db: Db, transaction: TransactionRow, status: string, at = nowIso()): void {
  if (transaction.status === status) return;
  db.run("UPDATE transactions SET status = ?, updated_at = ? WHERE id = ?", [status, at, transaction.id]);
  writeLog(db, transaction.id, { section: "status", oldValue: transaction.status, newValue: status }, at);
  transaction.status = status;
}

export interface LogEntry {
  id: number;
  section_change: string;
  name_section_change: string;
  section_nego: number | null;
  created_at: string;
  old_value: string | null;
  new_value: string | null;
  transaction_detail: { name_product: string } | null;
}

export function listLog(db: Db, transactionId: number): LogEntry[] {
  return db
    .all<Omit<LogEntry, "transaction_detail"> & { name_product: string | null }>(
      `SELECT l.id, l.section_change, l.name_section_change, l.section_nego, l.created_at, l.old_value, l.new_value,
         d.name_product FROM transaction_logs l LEFT JOIN transaction_details d ON d.id = l.transaction_detail_id
       WHERE l.transaction_id = ? ORDER BY l.id`,
      [transactionId],
    )
    .map(({ name_product, ...entry }) => ({
      ...entry,
      transaction_detail: name_product === null ? null : { name_product },
    }));
}
