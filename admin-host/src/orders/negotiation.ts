import { z } from "zod";
import { priceOfferError, shippingOfferError } from "../../../contract/offers.ts";
import type { Db } from "../db/index.ts";
import { invalid } from "../http/errors.ts";
import { findTransaction, nowIso, transactionLines, type TransactionRow } from "./common.ts";
import { optionalAmount } from "./input.ts";
import { setStatus, writeLog } from "./log.ts";
import { latestRound } from "./negotiation-rounds.ts";

export const EMPTY_PROPOSAL = "mohon untuk mengisi data terlebih dahulu";

export interface Proposal {
  /** New unit price per transaction line id. */
  prices: Map<number, number>;
  shippingCost: number | null;
  notes: string;
}

/** Writes the next round for one side; the order's negotiated prices and totals follow the proposal. */
export function proposeRound(
  db: Db,
  transaction: TransactionRow,
  isAdmin: 0 | 1,
  proposal: Proposal,
): number {
  const lines = new Map(transactionLines(db, transaction.id).map((line) => [line.id, line]));
  const changes: { lineId: number; oldPrice: number; newPrice: number }[] = [];
  for (const [lineId, newPrice] of proposal.prices) {
    const line = lines.get(lineId);
    if (!line) throw invalid({ transaction_detail_id: ["Produk tidak ditemukan"] });
    const refused = priceOfferError(newPrice, line.price_after_discount);
    if (refused) throw invalid({ new_price: [refused] });
    const oldPrice = line.price_nego ?? line.price_after_discount;
    if (newPrice !== oldPrice) changes.push({ lineId, oldPrice, newPrice });
  }
  const shippingRefused =
    proposal.shippingCost === null
      ? null
      : shippingOfferError(proposal.shippingCost, transaction.shipping_cost);
  if (shippingRefused) throw invalid({ new_shipping_price: [shippingRefused] });
  const oldShipping = transaction.shipping_cost_nego ?? transaction.shipping_cost;
  const shipping =
    proposal.shippingCost !== null && proposal.shippingCost !== oldShipping ? proposal.shippingCost : null;
  if (changes.length === 0 && shipping === null) throw invalid({ new_price: [EMPTY_PROPOSAL] });

  const step = transaction.nego_step + 1;
  const now = nowIso();
  return db.tx(() => {
    const roundId = db.run(
      "INSERT INTO negotiations (transaction_id, nego_step, is_admin, notes, created_at) VALUES (?, ?, ?, ?, ?)",
      [transaction.id, step, isAdmin, proposal.notes, now],
    ).lastInsertRowid;
    for (const change of changes) {
      db.run(
        "INSERT INTO product_negotiations (negotiation_id, transaction_detail_id, old_price, new_price) VALUES (?, ?, ?, ?)",
        [roundId, change.lineId, change.oldPrice, change.newPrice],
      );
      db.run("UPDATE transaction_details SET price_nego = ? WHERE id = ?", [change.newPrice, change.lineId]);
      writeLog(
        db,
        transaction.id,
        {
          section: "price",
          nego: step,
          detailId: change.lineId,
          oldValue: change.oldPrice,
          newValue: change.newPrice,
        },
        now,
      );
    }
    if (shipping !== null) {
      db.run(
        "INSERT INTO shipping_cost_negotiations (negotiation_id, old_price, new_price) VALUES (?, ?, ?)",
        [roundId, oldShipping, shipping],
      );
      writeLog(
        db,
        transaction.id,
        { section: "shippingCost", nego: step, oldValue: oldShipping, newValue: shipping },
        now,
      );
    }
    db.run(
      "UPDATE transactions SET nego_step = ?, shipping_cost_nego = COALESCE(?, shipping_cost_nego), updated_at = ? WHERE id = ?",
      [step, shipping, now, transaction.id],
    );
    transaction.nego_step = step;
    return roundId;
  });
}

const priceText = optionalAmount(
  { notDigits: "Pastikan data yang diinput berupa angka", tooLong: "Data terlalu panjang!" },
  10,
);
const asList = (value: unknown) =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

const counterSchema = z.object({
  transaction_detail_id: z.preprocess(asList, z.array(z.union([z.number(), z.string()])).max(100)),
  new_price: z.preprocess(asList, z.array(priceText).max(100)),
  new_shipping_price: optionalAmount(
    { notDigits: "Pastikan data yang diinput berupa angka", tooLong: "Data terlalu panjang!" },
    8,
  ),
  notes: z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z.string({ invalid_type_error: "Catatan tidak valid" }).max(1000, "Catatan maksimal 1000 karakter"),
  ),
});

/** The buyer's counter-offer (store-negotiation): only while pending and the admin spoke last. */
export function buyerCounter(db: Db, customerId: number, transactionId: number, input: unknown): number {
  const transaction = findTransaction(db, transactionId, customerId);
  const parsed = counterSchema.safeParse(input);
  if (!parsed.success) throw invalid({ new_price: [parsed.error.issues[0].message] });
  const round = latestRound(db, transactionId);
  if (transaction.status !== "pending" || round?.is_admin !== 1)
    throw invalid({ transaction_id: ["Negosiasi tidak dapat diajukan"] });
  const prices = new Map<number, number>();
  parsed.data.transaction_detail_id.forEach((lineId, index) => {
    const price = parsed.data.new_price[index];
    if (price !== null && price !== undefined) prices.set(Number(lineId), price);
  });
  return proposeRound(db, transaction, 0, {
    prices,
    shippingCost: parsed.data.new_shipping_price,
    notes: parsed.data.notes.trim(),
  });
}

/** The operator's counter-offer: only while pending and the buyer spoke last. */
export function operatorCounter(db: Db, transactionId: number, proposal: Proposal): number {
  const transaction = findTransaction(db, transactionId);
  const round = latestRound(db, transactionId);
  if (transaction.status !== "pending" || round?.is_admin !== 0)
    throw invalid({ status: ["Menunggu tanggapan pembeli"] });
  return proposeRound(db, transaction, 1, proposal);
}

/** The operator accepts the buyer's latest round: the proposed prices stand and the buyer fills the SPK. */
export function operatorAccept(db: Db, transactionId: number): void {
  const transaction = findTransaction(db, transactionId);
  const round = latestRound(db, transactionId);
  if (transaction.status !== "pending" || round?.is_admin !== 0)
    throw invalid({ status: ["Menunggu tanggapan pembeli"] });
  db.tx(() => setStatus(db, transaction, "confirmed"));
}
