import { z } from "zod";
import type { Db } from "../db/index.ts";
import { invalid } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { findTransaction, unpaidStatuses } from "./common.ts";
import { setStatus } from "./log.ts";
import { operatorCounter } from "./negotiation.ts";
import { activePayment, expireDuePayments, voidPayment } from "./payments.ts";
import { recordShipment } from "./shipments.ts";
import { transactionTotals } from "./totals.ts";

/** What the operator may set directly; every other status follows from an action (docs/admin-api.md, Status machines). */
const manualTransitions: Record<string, readonly string[]> = {
  document: ["confirm"],
  process: ["paid"],
  processed: ["process"],
  cancel: unpaidStatuses,
};

export function changeStatus(db: Db, transactionId: number, status: string): void {
  const target = status.trim().toLowerCase();
  db.tx(() => {
    const transaction = findTransaction(db, transactionId);
    if (!manualTransitions[target]?.includes(transaction.status)) {
      throw invalid(
        { status: [`Status tidak dapat diubah dari ${transaction.status} ke ${target}`] },
        "Status tidak dapat diubah",
      );
    }
    if (target === "cancel") {
      // The reserved stock goes back on sale.
      db.run(
        `UPDATE products SET stock = stock + (SELECT COALESCE(SUM(qty), 0) FROM transaction_details WHERE transaction_id = ? AND product_id = products.id)
         WHERE id IN (SELECT product_id FROM transaction_details WHERE transaction_id = ?)`,
        [transactionId, transactionId],
      );
      voidPayment(db, transaction);
    }
    setStatus(db, transaction, target);
  });
}

export function listOrders(db: Db, status?: string) {
  expireDuePayments(db);
  const rows = db.all<{
    id: number;
    customer_id: number;
    invoice: string;
    status: string;
    created_at: string;
    shipping_cost: number;
    shipping_cost_nego: number | null;
    nego_step: number;
    checkout_id: number | null;
    updated_at: string;
    username: string;
    instance_name: string;
  }>(
    `SELECT t.*, c.username, c.instance_name FROM transactions t JOIN customers c ON c.id = t.customer_id
     WHERE ? = '' OR t.status = ? ORDER BY t.created_at DESC, t.id DESC`,
    [status ?? "", status ?? ""],
  );
  return rows.map((row) => ({
    id: row.id,
    invoice: row.invoice,
    status: row.status,
    created_at: row.created_at,
    customer: { id: row.customer_id, username: row.username, instance_name: row.instance_name },
    grand_total: transactionTotals(db, row).grand_total,
    payment_status: activePayment(db, row.id)?.status ?? null,
  }));
}

const counterSchema = z.object({
  prices: z
    .array(
      z.object({
        transaction_detail_id: z.number().int().positive(),
        new_price: z.number().int().min(0).max(9_999_999_999),
      }),
    )
    .max(100)
    .default([]),
  shipping_cost: z.number().int().min(0).max(99_999_999).nullish(),
  notes: z.string().max(1000).default(""),
});

export type CounterInput = z.input<typeof counterSchema>;

/** The operator's counter-offer from JSON (HTTP) or parsed arguments (CLI). */
export function counterOffer(db: Db, transactionId: number, raw: unknown): number {
  const input = validate(counterSchema, raw ?? {});
  return operatorCounter(db, transactionId, {
    prices: new Map(input.prices.map((price) => [price.transaction_detail_id, price.new_price])),
    shippingCost: input.shipping_cost ?? null,
    notes: input.notes.trim(),
  });
}

const shipmentSchema = z.object({
  no_airwaybill: z.string().min(1).max(50),
  date_delivery: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  descriptions: z.string().max(1000).optional(),
  items: z
    .array(
      z.object({ transaction_detail_id: z.number().int().positive(), units: z.number().int().positive() }),
    )
    .min(1)
    .optional(),
});

export type ShipmentRequest = z.input<typeof shipmentSchema>;

export const shipOrder = (db: Db, transactionId: number, raw: unknown) =>
  recordShipment(db, transactionId, validate(shipmentSchema, raw ?? {}));
