import { z } from "zod";
import { isCalendarDay, receivedDateError, witaDay } from "../../../contract/dates.ts";
import type { Db } from "../db/index.ts";
import { fieldError, invalid, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { StoredFile } from "../uploads.ts";
import { findTransaction, nowIso } from "./common.ts";
import { text } from "./input.ts";
import { setStatus } from "./log.ts";

export const documentSlots = ["spk", "receipt", "invoice", "bast"] as const;

const shippableStatuses = ["paid", "process", "processed", "partial delivery"];

export interface ShipmentInput {
  no_airwaybill: string;
  date_delivery?: string;
  descriptions?: string;
  /** Units per transaction line; default: every unit not shipped yet. */
  items?: { transaction_detail_id: number; units: number }[];
}

/** Units of each line not shipped yet. */
function unshipped(db: Db, transactionId: number): Map<number, number> {
  const rows = db.all<{ id: number; remaining: number }>(
    `SELECT d.id, d.qty - COALESCE((SELECT SUM(o.unit_delivery) FROM outgoing_details o WHERE o.transaction_detail_id = d.id), 0) AS remaining
     FROM transaction_details d WHERE d.transaction_id = ? ORDER BY d.position`,
    [transactionId],
  );
  return new Map(rows.map((row) => [row.id, row.remaining]));
}

/** The operator ships goods: one receipt record per line; the order becomes `partial delivery` or `shipped`. */
export function recordShipment(db: Db, transactionId: number, input: ShipmentInput): number {
  const waybill = input.no_airwaybill.trim();
  if (waybill === "" || waybill.length > 50)
    throw fieldError("no_airwaybill", "Nomor resi wajib diisi (maksimal 50 karakter)");
  const date = input.date_delivery ?? witaDay();
  if (!isCalendarDay(date)) throw fieldError("date_delivery", "Tanggal kirim tidak valid");
  return db.tx(() => {
    const transaction = findTransaction(db, transactionId);
    if (!shippableStatuses.includes(transaction.status))
      throw invalid({ status: ["Transaksi belum dapat dikirim"] });
    const remaining = unshipped(db, transactionId);
    const items =
      input.items ??
      [...remaining]
        .filter(([, units]) => units > 0)
        .map(([lineId, units]) => ({ transaction_detail_id: lineId, units }));
    if (items.length === 0) throw invalid({ items: ["Semua barang sudah dikirim"] });
    for (const item of items) {
      const left = remaining.get(item.transaction_detail_id);
      if (left === undefined || !Number.isInteger(item.units) || item.units < 1 || item.units > left) {
        throw invalid({ items: ["Jumlah unit kirim tidak sesuai"] });
      }
    }
    const shipmentNo = db.get<{ next: number }>(
      "SELECT COALESCE(MAX(shipment_no), 0) + 1 AS next FROM shipments WHERE transaction_id = ?",
      [transactionId],
    )!.next;
    const now = nowIso();
    const shipmentId = db.run(
      "INSERT INTO shipments (transaction_id, shipment_no, no_airwaybill, date_delivery, descriptions, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      [transactionId, shipmentNo, waybill, date, input.descriptions?.trim() ?? "", now],
    ).lastInsertRowid;
    for (const item of items) {
      db.run(
        "INSERT INTO outgoing_details (shipment_id, transaction_detail_id, unit_delivery, updated_at) VALUES (?, ?, ?, ?)",
        [shipmentId, item.transaction_detail_id, item.units, now],
      );
      remaining.set(item.transaction_detail_id, remaining.get(item.transaction_detail_id)! - item.units);
    }
    const done = [...remaining.values()].every((units) => units === 0);
    setStatus(db, transaction, done ? "shipped" : "partial delivery", now);
    return shipmentId;
  });
}

interface OutgoingRow {
  id: number;
  shipment_id: number;
  transaction_id: number;
  transaction_detail_id: number;
  name_product: string;
  no_airwaybill: string;
  date_delivery: string;
  date_receipt: string | null;
  unit_delivery: number;
  unit_receipt: number | null;
  name_receipt: string | null;
}

const outgoingSelect = `SELECT o.id, o.shipment_id, s.transaction_id, o.transaction_detail_id, d.name_product, s.no_airwaybill, s.date_delivery, o.date_receipt,
  o.unit_delivery, o.unit_receipt, o.name_receipt FROM outgoing_details o JOIN shipments s ON s.id = o.shipment_id
  JOIN transaction_details d ON d.id = o.transaction_detail_id`;

function outgoingView(db: Db, row: OutgoingRow) {
  return {
    id: row.id,
    transaction_detail: { id: row.transaction_detail_id, name_product: row.name_product },
    no_airwaybill: row.no_airwaybill,
    date_delivery: row.date_delivery,
    date_receipt: row.date_receipt,
    unit_delivery: row.unit_delivery,
    unit_receipt: row.unit_receipt,
    name_receipt: row.name_receipt,
    document: db.all<{ id: number; name: string; file: string }>(
      "SELECT id, name, file FROM support_documents WHERE outgoing_detail_id = ? ORDER BY id",
      [row.id],
    ),
  };
}

/** GET transaction-support-document/{id}: the order's shipments with their receipt records. */
export function supportDocuments(db: Db, customerId: number, transactionId: number) {
  findTransaction(db, transactionId, customerId);
  const address = db.get<{
    shipping_courier: string;
    shipping_service: string;
    name_receipt: string;
    address: string;
  }>(
    "SELECT shipping_courier, shipping_service, name_receipt, address FROM transaction_addresses WHERE transaction_id = ?",
    [transactionId],
  );
  const shipments = db.all<{
    id: number;
    shipment_no: number;
    no_airwaybill: string;
    date_delivery: string;
    descriptions: string;
  }>(
    "SELECT id, shipment_no, no_airwaybill, date_delivery, descriptions FROM shipments WHERE transaction_id = ? ORDER BY shipment_no",
    [transactionId],
  );
  const outgoing = db.all<OutgoingRow>(`${outgoingSelect} WHERE s.transaction_id = ? ORDER BY o.id`, [
    transactionId,
  ]);
  return shipments.map((shipment) => ({
    ...shipment,
    address: address ?? null,
    detail: outgoing.filter((row) => row.shipment_id === shipment.id).map((row) => outgoingView(db, row)),
  }));
}

/** The buyer's own receipt record. */
export function ownOutgoing(db: Db, customerId: number, outgoingId: number): OutgoingRow {
  const row = db.get<OutgoingRow>(
    `${outgoingSelect} JOIN transactions t ON t.id = s.transaction_id WHERE o.id = ? AND t.customer_id = ?`,
    [outgoingId, customerId],
  );
  if (!row) throw notFound();
  return row;
}

const receiptSchema = z.object({
  name_receipt: text("Nama Penerima Wajib Diisi", 100, "Nama Penerima terlalu panjang!"),
  unit_receipt: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : String(v)),
    z
      .string()
      .min(1, "Unit Diterima Wajib Diisi")
      .regex(/^\d{1,7}$/, "Pastikan data yang diinput berupa angka")
      .transform(Number),
  ),
  date_receipt: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z.string().min(1, "Tanggal Diterima Wajib Diisi"),
  ),
});

/** Stores a receipt (create: first time only; update: afterwards) with its uploaded document slots. */
export function saveReceipt(
  db: Db,
  customerId: number,
  outgoingId: number,
  fields: Record<string, unknown>,
  mode: "create" | "update",
) {
  const row = ownOutgoing(db, customerId, outgoingId);
  const input = validate(receiptSchema, fields);
  if (input.unit_receipt > row.unit_delivery)
    throw fieldError("unit_receipt", `Unit Diterima maksimal ${row.unit_delivery}`);
  const dateRefused = receivedDateError(input.date_receipt, { shippedOn: row.date_delivery });
  if (dateRefused) throw fieldError("date_receipt", dateRefused);
  const slots = documentFiles(fields.files);
  db.tx(() => {
    const exists = row.date_receipt !== null;
    if (mode === "create" && exists) throw invalid({ outgoing_detail_id: ["Data penerimaan sudah ada"] });
    if (mode === "update" && !exists) throw invalid({ outgoing_detail_id: ["Data penerimaan belum ada"] });
    const now = nowIso();
    db.run(
      "UPDATE outgoing_details SET name_receipt = ?, unit_receipt = ?, date_receipt = ?, updated_at = ? WHERE id = ?",
      [input.name_receipt, input.unit_receipt, input.date_receipt, now, outgoingId],
    );
    for (const [name, file] of slots) {
      db.run(
        `INSERT INTO support_documents (outgoing_detail_id, name, file, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (outgoing_detail_id, name) DO UPDATE SET file = excluded.file, created_at = excluded.created_at`,
        [outgoingId, name, file.path, now],
      );
    }
  });
  return outgoingView(db, db.get<OutgoingRow>(`${outgoingSelect} WHERE o.id = ?`, [outgoingId])!);
}

/** `files[n][name]` + `files[n][file]` pairs; a slot outside the four is refused. */
function documentFiles(files: unknown): Map<string, StoredFile> {
  const slots = new Map<string, StoredFile>();
  if (files === undefined || files === null || files === "") return slots;
  const entries = Array.isArray(files) ? files : typeof files === "object" ? Object.values(files) : null;
  if (!entries) throw fieldError("files", "Dokumen tidak valid");
  for (const entry of entries) {
    const { name, file } = (entry ?? {}) as { name?: unknown; file?: unknown };
    if (file === undefined || file === "" || file === null) continue;
    if (
      typeof name !== "string" ||
      !(documentSlots as readonly string[]).includes(name) ||
      typeof file !== "object"
    ) {
      throw fieldError("files", "Jenis dokumen harus spk, receipt, invoice atau bast");
    }
    slots.set(name, file as StoredFile);
  }
  return slots;
}
