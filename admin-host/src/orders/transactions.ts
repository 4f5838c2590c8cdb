import type { Db } from "../db/index.ts";
import { findTransaction, transactionLines, type TransactionRow } from "./common.ts";
import { complaintsFor, type Complaint } from "./complaints.ts";
import { negotiationRounds, type NegotiationRound } from "./negotiation-rounds.ts";
import { activePayment, expireDuePayments, type Payment } from "./payments.ts";
import { reviewsFor, type Review } from "./reviews.ts";
import { subtotal, subtotalNego, transactionTotals } from "./totals.ts";

export interface TransactionBody {
  data: {
    id: number;
    invoice: string;
    status: string;
    created_at: string;
    data: Record<string, unknown>;
    address: Record<string, unknown> | null;
  };
  negotiations: NegotiationRound[];
  reviews: Review[];
  complaint: Complaint[];
}

/** GET transaction/{id}: one body for both spec readings (docs/admin-api.md, Transactions). */
export function transactionBody(db: Db, transactionId: number, customerId?: number): TransactionBody {
  expireDuePayments(db);
  const transaction = findTransaction(db, transactionId, customerId);
  const lines = transactionLines(db, transactionId);
  const lineIds = lines.map((line) => line.id);
  const reviews = reviewsFor(db, lineIds);
  const complaints = complaintsFor(db, lineIds);
  const rounds = negotiationRounds(db, transactionId);
  const parts = db.all<{ transaction_detail_id: number; qty: number }>(
    `SELECT p.transaction_detail_id, p.qty FROM transaction_detail_parts p JOIN transaction_details d ON d.id = p.transaction_detail_id
     WHERE d.transaction_id = ? ORDER BY p.part_no`,
    [transactionId],
  );
  const customer = db.get(
    "SELECT id, name, instance_name, email, phone, nip, name_pp, name_ppk FROM customers WHERE id = ?",
    [transaction.customer_id],
  );
  const address = db.get<Record<string, unknown>>(
    `SELECT satker, shipping_courier, shipping_service, name_receipt, phone_receipt, address, sub_district, district, province,
       postal_code FROM transaction_addresses WHERE transaction_id = ?`,
    [transactionId],
  );
  const payment: Payment | null = activePayment(db, transactionId);
  const spk = db.get("SELECT * FROM spks WHERE transaction_id = ?", [transactionId]) ?? null;
  const data = {
    id: transaction.id,
    invoice: transaction.invoice,
    status: transaction.status,
    created_at: transaction.created_at,
    nego_step: transaction.nego_step,
    customer,
    customer_address: address
      ? {
          address: address.address,
          sub_district: address.sub_district,
          district: address.district,
          province: address.province,
          postal_code: address.postal_code,
        }
      : null,
    shipping_cost: transaction.shipping_cost,
    shipping_cost_nego: transaction.shipping_cost_nego,
    ...transactionTotals(db, transaction, lines),
    spk,
    payment,
    transaction_detail: lines.map((line) => {
      const priced = { qty: line.qty, price: line.price_after_discount, priceNego: line.price_nego };
      return {
        ...line,
        subtotal: subtotal(priced),
        subtotal_nego: subtotalNego(priced),
        is_nego: line.price_nego === null ? 0 : 1,
        is_partial: parts.some((part) => part.transaction_detail_id === line.id) ? 1 : 0,
        shipping: parts
          .filter((part) => part.transaction_detail_id === line.id)
          .map((part) => ({ qty: part.qty })),
        price_negotiation: rounds.flatMap((round) =>
          round.product_negotiation
            .filter((change) => change.transaction_detail_id === line.id)
            .map((change) => ({
              nego_step: round.nego_step,
              is_admin: round.is_admin,
              old_price: change.old_price,
              new_price: change.new_price,
            })),
        ),
        review: reviews.find((review) => review.transaction_detail.id === line.id) ?? null,
        complaint: complaints.find((complaint) => complaint.transaction_detail.id === line.id) ?? null,
      };
    }),
  };
  return {
    data: {
      id: transaction.id,
      invoice: transaction.invoice,
      status: transaction.status,
      created_at: transaction.created_at,
      data,
      address: address ?? null,
    },
    negotiations: rounds,
    reviews,
    complaint: complaints,
  };
}

/** The buyer's orders, newest first. */
export function listTransactions(db: Db, customerId: number) {
  expireDuePayments(db);
  const rows = db.all<TransactionRow>(
    "SELECT * FROM transactions WHERE customer_id = ? ORDER BY created_at DESC, id DESC",
    [customerId],
  );
  return rows.map((row) => ({
    id: row.id,
    invoice: row.invoice,
    status: row.status,
    created_at: row.created_at,
    grand_total: transactionTotals(db, row).grand_total,
  }));
}
