import { z } from "zod";
import type { Db } from "../db/index.ts";
import { fieldError, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { StoredFile } from "../uploads.ts";
import { nowIso } from "./common.ts";
import { id, text } from "./input.ts";
import { paidLine } from "./reviews.ts";

export interface Complaint {
  id: number;
  description_complaint: string;
  respon_admin: string | null;
  created_at: string;
  image: { image: string; kind: string }[];
  transaction_detail: {
    id: number;
    name_product: string;
    image: string | null;
    webp: string | null;
    transaction: { id: number; invoice: string };
  };
}

interface ComplaintRow {
  id: number;
  description_complaint: string;
  respon_admin: string | null;
  created_at: string;
  detail_id: number;
  name_product: string;
  image: string | null;
  webp: string | null;
  transaction_id: number;
  invoice: string;
}

const complaintSelect = `SELECT c.id, c.description_complaint, c.respon_admin, c.created_at, d.id AS detail_id, d.name_product, d.image,
  d.webp, t.id AS transaction_id, t.invoice FROM complaints c JOIN transaction_details d ON d.id = c.transaction_detail_id
  JOIN transactions t ON t.id = d.transaction_id`;

function withMedia(db: Db, rows: ComplaintRow[]): Complaint[] {
  const media = db.all<{ complaint_id: number; path: string; kind: string }>(
    "SELECT complaint_id, path, kind FROM complaint_media WHERE complaint_id IN (SELECT value FROM json_each(?)) ORDER BY position, id",
    [JSON.stringify(rows.map((row) => row.id))],
  );
  return rows.map((row) => ({
    id: row.id,
    description_complaint: row.description_complaint,
    respon_admin: row.respon_admin,
    created_at: row.created_at,
    image: media
      .filter((item) => item.complaint_id === row.id)
      .map((item) => ({ image: item.path, kind: item.kind })),
    transaction_detail: {
      id: row.detail_id,
      name_product: row.name_product,
      image: row.image,
      webp: row.webp,
      transaction: { id: row.transaction_id, invoice: row.invoice },
    },
  }));
}

export const complaintsFor = (db: Db, lineIds: readonly number[]) =>
  withMedia(
    db,
    db.all<ComplaintRow>(
      `${complaintSelect} WHERE c.transaction_detail_id IN (SELECT value FROM json_each(?)) ORDER BY d.position`,
      [JSON.stringify(lineIds)],
    ),
  );

export const listComplaints = (db: Db, customerId: number) =>
  withMedia(
    db,
    db.all<ComplaintRow>(`${complaintSelect} WHERE c.customer_id = ? ORDER BY c.created_at DESC, c.id DESC`, [
      customerId,
    ]),
  );

export function findComplaint(db: Db, customerId: number, complaintId: number): Complaint {
  const rows = db.all<ComplaintRow>(`${complaintSelect} WHERE c.id = ? AND c.customer_id = ?`, [
    complaintId,
    customerId,
  ]);
  if (rows.length === 0) throw notFound();
  return withMedia(db, rows)[0];
}

const complaintSchema = z.object({
  transaction_detail_id: id("Produk Wajib Dipilih"),
  description_detail: text(
    "Keterangan Komplain wajib diisi",
    2000,
    "Keterangan Komplain maksimal 2000 karakter",
  ),
});

export const maxComplaintMedia = 5;

export function createComplaint(
  db: Db,
  customerId: number,
  fields: unknown,
  media: readonly StoredFile[],
): Complaint {
  const input = validate(complaintSchema, fields);
  if (media.length === 0) throw fieldError("image", "Bukti wajib diisi");
  if (media.length > maxComplaintMedia) throw fieldError("image", `Maksimal ${maxComplaintMedia} bukti`);
  return db.tx(() => {
    const line = paidLine(
      db,
      customerId,
      input.transaction_detail_id,
      "Komplain hanya untuk transaksi yang sudah dibayar",
    );
    if (db.get("SELECT 1 FROM complaints WHERE transaction_detail_id = ?", [line.id])) {
      throw fieldError("transaction_detail_id", "You already make complaint with this transaction");
    }
    const now = nowIso();
    const complaintId = db.run(
      "INSERT INTO complaints (customer_id, transaction_detail_id, description_complaint, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
      [customerId, line.id, input.description_detail, now, now],
    ).lastInsertRowid;
    media.forEach((file, position) =>
      db.run("INSERT INTO complaint_media (complaint_id, path, kind, position) VALUES (?, ?, ?, ?)", [
        complaintId,
        file.path,
        file.kind,
        position,
      ]),
    );
    return findComplaint(db, customerId, complaintId);
  });
}

export function answerComplaint(db: Db, complaintId: number, answer: string): void {
  const reply = answer.trim();
  if (reply === "" || reply.length > 2000)
    throw fieldError("respon_admin", "Tanggapan wajib diisi (maksimal 2000 karakter)");
  const changed = db.run("UPDATE complaints SET respon_admin = ?, updated_at = ? WHERE id = ?", [
    reply,
    nowIso(),
    complaintId,
  ]).changes;
  if (changed === 0) throw notFound();
}
