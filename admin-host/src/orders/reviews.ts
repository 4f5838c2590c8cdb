import { z } from "zod";
import type { Db } from "../db/index.ts";
import { fieldError, invalid, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { StoredFile } from "../uploads.ts";
import { findTransaction, nowIso, paidStatuses } from "./common.ts";
import { id } from "./input.ts";

export interface Review {
  id: number;
  star: number;
  notes: string;
  respon_notes: string | null;
  image: { image: string; kind: string }[];
  created_at: string;
  updated_at: string;
  transaction_detail: {
    id: number;
    name_product: string;
    image: string | null;
    webp: string | null;
    qty: number;
    price: number;
    transaction: { id: number; invoice: string };
  };
}

interface ReviewRow {
  id: number;
  star: number;
  notes: string;
  respon_notes: string | null;
  created_at: string;
  updated_at: string;
  detail_id: number;
  name_product: string;
  image: string | null;
  webp: string | null;
  qty: number;
  price: number;
  transaction_id: number;
  invoice: string;
}

const reviewSelect = `SELECT r.id, r.star, r.notes, r.respon_notes, r.created_at, r.updated_at, d.id AS detail_id, d.name_product,
  d.image, d.webp, d.qty, d.price_after_discount AS price, t.id AS transaction_id, t.invoice
  FROM reviews r JOIN transaction_details d ON d.id = r.transaction_detail_id JOIN transactions t ON t.id = d.transaction_id`;

function withMedia(db: Db, rows: ReviewRow[]): Review[] {
  const media = db.all<{ review_id: number; path: string; kind: string }>(
    "SELECT review_id, path, kind FROM review_media WHERE review_id IN (SELECT value FROM json_each(?)) ORDER BY position, id",
    [JSON.stringify(rows.map((row) => row.id))],
  );
  return rows.map((row) => ({
    id: row.id,
    star: row.star,
    notes: row.notes,
    respon_notes: row.respon_notes,
    image: media
      .filter((item) => item.review_id === row.id)
      .map((item) => ({ image: item.path, kind: item.kind })),
    created_at: row.created_at,
    updated_at: row.updated_at,
    transaction_detail: {
      id: row.detail_id,
      name_product: row.name_product,
      image: row.image,
      webp: row.webp,
      qty: row.qty,
      price: row.price,
      transaction: { id: row.transaction_id, invoice: row.invoice },
    },
  }));
}

export const reviewsFor = (db: Db, lineIds: readonly number[]) =>
  withMedia(
    db,
    db.all<ReviewRow>(
      `${reviewSelect} WHERE r.transaction_detail_id IN (SELECT value FROM json_each(?)) ORDER BY d.position`,
      [JSON.stringify(lineIds)],
    ),
  );

export const listUserReviews = (db: Db, customerId: number) =>
  withMedia(
    db,
    db.all<ReviewRow>(`${reviewSelect} WHERE t.customer_id = ? ORDER BY r.created_at DESC, r.id DESC`, [
      customerId,
    ]),
  );

/** GET review/{id}: the order's lines, each with its review or null. */
export function orderReviews(db: Db, customerId: number, transactionId: number) {
  const transaction = findTransaction(db, transactionId, customerId);
  const lines = db.all<{
    id: number;
    product_id: number;
    name_product: string;
    image: string | null;
    webp: string | null;
    qty: number;
    price: number;
  }>(
    "SELECT id, product_id, name_product, image, webp, qty, price_after_discount AS price FROM transaction_details WHERE transaction_id = ? ORDER BY position",
    [transactionId],
  );
  const reviews = reviewsFor(
    db,
    lines.map((line) => line.id),
  );
  return {
    id: transaction.id,
    invoice: transaction.invoice,
    status: transaction.status,
    transaction_detail: lines.map((line) => ({
      ...line,
      review: reviews.find((review) => review.transaction_detail.id === line.id) ?? null,
    })),
  };
}

/** The buyer's own line of a paid order, for reviews and complaints. */
export function paidLine(db: Db, customerId: number, lineId: number, notPaid: string) {
  const line = db.get<{ id: number; product_id: number; transaction_id: number }>(
    "SELECT id, product_id, transaction_id FROM transaction_details WHERE id = ?",
    [lineId],
  );
  if (!line) throw notFound();
  const transaction = findTransaction(db, line.transaction_id, customerId);
  if (!paidStatuses.includes(transaction.status)) throw invalid({ transaction: [notPaid] }, notPaid);
  return line;
}

const reviewSchema = z.object({
  transaction: id("Produk Wajib Dipilih"),
  star: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? undefined : Number(v)),
    z
      .number({ required_error: "Bintang wajib diisi", invalid_type_error: "Bintang wajib diisi" })
      .int("Bintang wajib diisi")
      .min(1, "Bintang wajib diisi")
      .max(5, "Bintang maksimal 5"),
  ),
  notes: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
    z
      .string({ invalid_type_error: "Minimal Komentar berisi sebanyak 5 huruf" })
      .min(5, "Minimal Komentar berisi sebanyak 5 huruf")
      .max(255, "Maksimal Komentar berisi sebanyak 255 huruf"),
  ),
});

export const maxReviewMedia = 3;

/** One review per line of a paid order; the product's stars follow through the reviews table's triggers. */
export function createReview(
  db: Db,
  customerId: number,
  fields: unknown,
  media: readonly StoredFile[],
): Review {
  const input = validate(reviewSchema, fields);
  if (media.length > maxReviewMedia) throw fieldError("image", "Maksimal 3 media");
  return db.tx(() => {
    const line = paidLine(
      db,
      customerId,
      input.transaction,
      "Ulasan hanya untuk transaksi yang sudah dibayar",
    );
    if (db.get("SELECT 1 FROM reviews WHERE transaction_detail_id = ?", [line.id])) {
      throw fieldError("transaction", "Anda sudah memberikan ulasan untuk produk ini");
    }
    const now = nowIso();
    const reviewId = db.run(
      `INSERT INTO reviews (product_id, customer_id, transaction_detail_id, star, notes, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [line.product_id, customerId, line.id, input.star, input.notes, now, now],
    ).lastInsertRowid;
    media.forEach((file, position) =>
      db.run("INSERT INTO review_media (review_id, path, kind, position) VALUES (?, ?, ?, ?)", [
        reviewId,
        file.path,
        file.kind,
        position,
      ]),
    );
    return reviewsFor(db, [line.id])[0];
  });
}

export function answerReview(db: Db, reviewId: number, answer: string): void {
  const text = answer.trim();
  if (text === "" || text.length > 1000)
    throw fieldError("respon_notes", "Tanggapan wajib diisi (maksimal 1000 karakter)");
  const changed = db.run("UPDATE reviews SET respon_notes = ?, updated_at = ? WHERE id = ?", [
    text,
    nowIso(),
    reviewId,
  ]).changes;
  if (changed === 0) throw notFound();
}
