// Goods receipt in e2e tests: a fresh buyer's order paid (verified BPD transfer) and shipped by the
// operator, receipts saved straight at the host for setup, the documents a buyer uploads (Word,
// both kinds, and PDF), and a small reader of the ZIP "Unduh semua dokumen" answers.
import type { APIRequestContext } from "@playwright/test";
import { inflateRawSync } from "node:zlib";
import { compoundFile } from "../../unit/uploads.helpers";
import { docx } from "../../contract/support/files";
import { expect, operator } from "./index";
import { hostCall, hostOrder, type HostBuyer, type OrderOptions } from "./orders";
import { choosePayment, documentOrder, paymentOperator } from "./payments";

export type ShippedOrder = { id: number; invoice: string; lines: { id: number; name_product: string }[] };

/** A shipment the operator records: a waybill and, optionally, units per line (default: all left). */
export type ShipmentPlan = { waybill: string; items?: { line: number; units: number }[]; notes?: string };

/**
 * A new order of `buyer`, paid and shipped as `shipments` say (one shipment of everything by
 * default): `shipped`, or `partial delivery` while units are left.
 */
export async function shippedOrder(
  request: APIRequestContext,
  buyer: HostBuyer,
  options: OrderOptions & { shipments?: ShipmentPlan[] } = {},
): Promise<ShippedOrder> {
  const { id, invoice } = await documentOrder(request, buyer, options);
  await choosePayment(request, buyer, id, "BPD", "http://localhost/profil/respon");
  await paymentOperator.verify(request, id);
  const lines = (await hostOrder(request, id)).data.data.transaction_detail;
  for (const plan of options.shipments ?? [{ waybill: "JNE0001112223" }]) {
    await operator(request, "POST", `orders/${id}/shipments`, {
      no_airwaybill: plan.waybill,
      descriptions: plan.notes,
      items: plan.items?.map((item) => ({ transaction_detail_id: lines[item.line].id, units: item.units })),
    });
  }
  return { id, invoice, lines };
}

export type HostRecord = {
  id: number;
  date_delivery: string;
  date_receipt: string | null;
  unit_delivery: number;
  unit_receipt: number | null;
  name_receipt: string | null;
  document: { name: string; file: string }[];
};

/** The order's receipt records as the host keeps them, in the tab's order. */
export async function receiptRecords(request: APIRequestContext, buyer: HostBuyer, id: number) {
  const answer = await hostCall<{ data: { detail: HostRecord[] }[] }>(
    request,
    buyer,
    "GET",
    `transaction-support-document/${id}`,
  );
  return answer.data.flatMap((shipment) => shipment.detail);
}

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A receipt with documents saved at the host by the buyer (setup, not the journey under test). */
export async function hostReceipt(
  request: APIRequestContext,
  buyer: HostBuyer,
  record: HostRecord,
  files: { slot: string; file: UploadFile }[],
) {
  const multipart: Record<string, string | UploadFile> = {
    name_receipt: "Penerima Uji",
    unit_receipt: String(record.unit_delivery),
    date_receipt: record.date_delivery,
    customer_id: String(buyer.id),
  };
  files.forEach(({ slot, file }, index) => {
    multipart[`files[${index}][name]`] = slot;
    multipart[`files[${index}][file]`] = file;
  });
  const answer = await request.post(`/admin-host/api/transaction-support-document/create/${record.id}`, {
    headers: { Authorization: `Bearer ${buyer.token}`, Accept: "application/json" },
    multipart,
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** A PDF of about `size` bytes; `fill` makes each one's bytes differ (and not compress). */
export function pdfFile(name: string, size = 400, fill?: Buffer): UploadFile {
  const head = Buffer.from("%PDF-1.4\n% berkas uji\n");
  const body = fill ?? Buffer.alloc(Math.max(0, size - head.length), 0x20);
  return { name, mimeType: "application/pdf", buffer: Buffer.concat([head, body]) };
}

export const docxFile = (name: string): UploadFile => ({
  name,
  mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  buffer: docx(),
});

/** A Word 97-2003 document: a compound file with a WordDocument stream. */
export const docFile = (name: string): UploadFile => ({
  name,
  mimeType: "application/msword",
  buffer: compoundFile("WordDocument"),
});

/**
 * The entries of a ZIP (name → content), read from its central directory as any unzip tool does;
 * stored and deflated entries, no ZIP64 (the archives here are small).
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from("PK\x05\x06", "latin1"));
  expect(end, "end of central directory").toBeGreaterThanOrEqual(0);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(archive.readUInt32LE(at), "central directory header").toBe(0x02014b50);
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString("utf8", at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
