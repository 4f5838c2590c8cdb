import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "../db/index.ts";
import { fieldError, invalid, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { StoredFile } from "../uploads.ts";
import { findTransaction, nowIso, type TransactionRow } from "./common.ts";
import { digitText, id, text } from "./input.ts";
import { setStatus, writeLog } from "./log.ts";
import { transactionTotals } from "./totals.ts";

export const paymentLifetimeMs = 24 * 3600_000;

export interface Payment {
  id: number;
  transaction_id: number;
  payment_service: "BPD" | "Doku";
  payment_type: string;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  payment_date: string | null;
  nominal: number;
  status: string;
  image: string | null;
  notes: string | null;
  url_payment: string | null;
  expired_date: string;
  created_at: string;
  transaction: { id: number; invoice: string };
}

type PaymentRow = Omit<Payment, "transaction"> & {
  invoice: string;
  gateway_token: string | null;
  payment_success_url: string;
};

const paymentColumns = `p.id, p.transaction_id, p.payment_service, p.payment_type, p.bank_name, p.account_name, p.account_number,
  p.payment_date, p.nominal, p.status, p.image, p.notes, p.url_payment, p.expired_date, p.created_at, p.gateway_token,
  p.payment_success_url, t.invoice`;

const toPayment = ({ invoice, gateway_token: _, payment_success_url: __, ...row }: PaymentRow): Payment => ({
  ...row,
  transaction: { id: row.transaction_id, invoice },
});

/** The payment in force for an order (a voided one is history and never returned). */
export function activePayment(db: Db, transactionId: number): Payment | null {
  const row = db.get<PaymentRow>(
    `SELECT ${paymentColumns} FROM payments p JOIN transactions t ON t.id = p.transaction_id
     WHERE p.transaction_id = ? AND p.voided_at IS NULL`,
    [transactionId],
  );
  return row ? toPayment(row) : null;
}

/** Columns a payment change may fill besides its status. */
type PaymentDetailColumn =
  "account_name" | "account_number" | "bank_name" | "image" | "notes" | "payment_date";

/** Moves the order's payment (and the order) on, with both timeline entries. */
function changePayment(
  db: Db,
  payment: { id: number; status: string; transaction_id: number },
  status: string,
  orderStatus: string,
  extra: Partial<Record<PaymentDetailColumn, string>> = {},
): void {
  const now = nowIso();
  const sets = Object.keys(extra)
    .map((column) => `, ${column} = ?`)
    .join("");
  db.run(`UPDATE payments SET status = ?, updated_at = ?${sets} WHERE id = ?`, [
    status,
    now,
    ...Object.values(extra),
    payment.id,
  ]);
  writeLog(
    db,
    payment.transaction_id,
    { section: "payment", oldValue: payment.status, newValue: status },
    now,
  );
  setStatus(db, findTransaction(db, payment.transaction_id), orderStatus, now);
}

/** Pending payments past their deadline expire; called before every read of orders and payments. */
export function expireDuePayments(db: Db, now = nowIso()): void {
  const due = db.all<{ id: number; status: string; transaction_id: number }>(
    "SELECT id, status, transaction_id FROM payments WHERE status = 'pending' AND expired_date <= ? AND voided_at IS NULL",
    [now],
  );
  if (due.length === 0) return;
  db.tx(() => due.forEach((payment) => changePayment(db, payment, "expired", "payment_expired")));
}

const createSchema = z.object({
  transaction_id: id("Transaksi tidak ditemukan"),
  payment_service: z.enum(["BPD", "Doku"], {
    errorMap: () => ({ message: "Metode pembayaran tidak valid" }),
  }),
  payment_success_url: text("URL kembali wajib diisi", 2000, "URL kembali terlalu panjang").refine(
    (value) => {
      try {
        return ["http:", "https:"].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    "URL kembali tidak valid",
  ),
});

const payableStatuses = ["document", "payment_expired", "payment_failed"];

/** Creates the order's payment (BPD or Doku); a repeat while one is in force returns it. */
export function createPayment(
  db: Db,
  customerId: number,
  input: unknown,
  publicUrl: string,
): { payment: Payment; created: boolean } {
  const { transaction_id, payment_service, payment_success_url } = validate(createSchema, input);
  expireDuePayments(db);
  return db.tx(() => {
    const transaction = findTransaction(db, transaction_id, customerId);
    const existing = activePayment(db, transaction.id);
    if (existing && existing.status === "pending" && existing.payment_service === payment_service)
      return { payment: existing, created: false };
    if (existing || !payableStatuses.includes(transaction.status))
      throw fieldError("transaction_id", "Transaksi belum dapat dibayar");
    const now = new Date();
    const token = payment_service === "Doku" ? randomBytes(18).toString("base64url") : null;
    db.run(
      `INSERT INTO payments (transaction_id, payment_service, payment_type, status, nominal, gateway_token, url_payment,
         payment_success_url, expired_date, created_at, updated_at) VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?)`,
      [
        transaction.id,
        payment_service,
        payment_service === "BPD" ? "QRIS / Virtual Account" : "Doku",
        transactionTotals(db, transaction).grand_total,
        token,
        token ? `${publicUrl}/doku/${token}` : null,
        payment_success_url,
        new Date(now.getTime() + paymentLifetimeMs).toISOString(),
        now.toISOString(),
        now.toISOString(),
      ],
    );
    writeLog(db, transaction.id, { section: "requestPayment", newValue: payment_service }, now.toISOString());
    setStatus(db, transaction, "pending_payment", now.toISOString());
    return { payment: activePayment(db, transaction.id)!, created: true };
  });
}

/** A payment of the buyer's order, for the status and detail calls. */
export function buyerPayment(db: Db, customerId: number, transactionId: number): Payment {
  expireDuePayments(db);
  findTransaction(db, transactionId, customerId);
  const payment = activePayment(db, transactionId);
  if (!payment) throw notFound("Pembayaran tidak ditemukan");
  return payment;
}

const proofSchema = z.object({
  id: id("Transaksi tidak ditemukan"),
  account_name: text("Atas Nama Wajib Diisi", 100, "Atas Nama terlalu panjang!"),
  account_number: digitText(
    {
      required: "No Rekening Wajib Diisi",
      notDigits: "Pastikan data yang diinput berupa angka",
      tooLong: "No Rekening terlalu panjang!",
    },
    30,
  ),
  bank_name: text("Nama Bank Wajib Diisi", 100, "Nama Bank terlalu panjang!"),
});

const proofStatuses = ["pending", "reviewed", "failed", "expired"];

/** A BPD transfer proof: the payment goes to `reviewed`, the order to `payment_process`. */
export function uploadProof(
  db: Db,
  customerId: number,
  fields: unknown,
  image: StoredFile | undefined,
): Payment {
  const proof = validate(proofSchema, fields);
  if (!image) throw fieldError("image", "Anda belum Memasukkan Bukti Pembayaran");
  expireDuePayments(db);
  return db.tx(() => {
    findTransaction(db, proof.id, customerId);
    const payment = activePayment(db, proof.id);
    if (!payment) throw notFound("Pembayaran tidak ditemukan");
    if (payment.payment_service !== "BPD" || !proofStatuses.includes(payment.status)) {
      throw fieldError("image", "Bukti pembayaran tidak dapat dikirim untuk pembayaran ini");
    }
    changePayment(db, payment, "reviewed", "payment_process", {
      account_name: proof.account_name,
      account_number: proof.account_number,
      bank_name: proof.bank_name,
      image: image.path,
    });
    writeLog(db, proof.id, { section: "uploadPayment", newValue: image.path });
    return activePayment(db, proof.id)!;
  });
}

/** Marks an order paid: payment success, order `paid`, units counted as sold. */
function settle(db: Db, payment: Payment, notes: string | null): void {
  changePayment(db, payment, "success", "paid", {
    payment_date: nowIso(),
    notes: notes ?? payment.notes ?? "",
  });
  db.run(
    `UPDATE products SET total_sold = total_sold + (SELECT COALESCE(SUM(qty), 0) FROM transaction_details
       WHERE transaction_id = ? AND product_id = products.id)
     WHERE id IN (SELECT product_id FROM transaction_details WHERE transaction_id = ?)`,
    [payment.transaction_id, payment.transaction_id],
  );
}

function operatorPayment(db: Db, transactionId: number, allowed: readonly string[]): Payment {
  expireDuePayments(db);
  findTransaction(db, transactionId);
  const payment = activePayment(db, transactionId);
  if (!payment) throw notFound("Pembayaran tidak ditemukan");
  if (!allowed.includes(payment.status))
    throw invalid({ status: [`Pembayaran berstatus ${payment.status}`] });
  return payment;
}

export function verifyPayment(db: Db, transactionId: number, notes: string | null = null): Payment {
  return db.tx(() => {
    settle(db, operatorPayment(db, transactionId, ["pending", "reviewed"]), notes);
    return activePayment(db, transactionId)!;
  });
}

export function rejectPayment(db: Db, transactionId: number, notes: string | null = null): Payment {
  return db.tx(() => {
    const payment = operatorPayment(db, transactionId, ["reviewed"]);
    changePayment(db, payment, "failed", "payment_failed", {
      notes: notes ?? "Bukti pembayaran tidak sesuai",
    });
    return activePayment(db, transactionId)!;
  });
}

/** Voids an expired or failed payment so the buyer can choose a payment method again. */
export function resetPayment(db: Db, transactionId: number): void {
  db.tx(() => {
    const payment = operatorPayment(db, transactionId, ["expired", "failed"]);
    db.run("UPDATE payments SET voided_at = ?, updated_at = ? WHERE id = ?", [
      nowIso(),
      nowIso(),
      payment.id,
    ]);
  });
}

/** Voids whatever payment is in force (cancellation). */
export function voidPayment(db: Db, transaction: TransactionRow): void {
  db.run("UPDATE payments SET voided_at = ?, updated_at = ? WHERE transaction_id = ? AND voided_at IS NULL", [
    nowIso(),
    nowIso(),
    transaction.id,
  ]);
}

export interface GatewaySession {
  payment: Payment;
  returnUrl: string;
}

export function gatewaySession(db: Db, token: string): GatewaySession {
  expireDuePayments(db);
  const row = db.get<PaymentRow>(
    `SELECT ${paymentColumns} FROM payments p JOIN transactions t ON t.id = p.transaction_id
     WHERE p.gateway_token = ? AND p.voided_at IS NULL`,
    [token],
  );
  if (!row) throw notFound("Pembayaran tidak ditemukan");
  return { payment: toPayment(row), returnUrl: row.payment_success_url };
}

/** The simulated gateway's outcome: "pay" settles a pending payment, "expire" lets it lapse. */
export function gatewayOutcome(db: Db, token: string, action: string): string {
  return db.tx(() => {
    const { payment, returnUrl } = gatewaySession(db, token);
    if (payment.status === "pending") {
      if (action === "pay") settle(db, payment, "Dibayar melalui Doku");
      else if (action === "expire") changePayment(db, payment, "expired", "payment_expired");
      else throw invalid({ action: ["Aksi tidak dikenal"] });
    }
    return returnUrl;
  });
}
