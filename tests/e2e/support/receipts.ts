// Goods receipt in e2e tests: a fresh buyer's order paid (verified BPD transfer) and shipped by the
// operator, receipts saved straight at the host for setup, and the documents a buyer uploads
// (Word, both kinds, and PDF).
import type { APIRequestContext } from "@playwright/test";
import { compoundFile } from "../../unit/uploads.helpers";
import { docx } from "../../contract/support/files";
import { expect, operator } from "./index";
import { hostCall, hostOrder, type HostBuyer, type OrderOptions } from "./orders";
import { choosePayment, documentOrder, paymentOperator } from "./payments";

export type ShippedOrder = { id: number; invoice: string; lines: { id: number; name_product: string }[] };

/** A shipment the operator records: a waybill and, optionally, units per line (default: all left). */
export type ShipmentPlan = { waybill: string; items?: { line: number; units: number }[]; notes?: string };

/**
 * Two products of two units, shipped in two parts: the first line's first unit and the second
 * line's, then the first line's second unit: three receipt records, one unit of the first line left.
 */
export const PARTIAL_DELIVERY: OrderOptions & { shipments: ShipmentPlan[] } = {
  products: [71, 64],
  qty: 2,
  shipments: [
    {
      waybill: "JNE1000000001",
      items: [
        { line: 0, units: 1 },
        { line: 1, units: 1 },
      ],
    },
    { waybill: "POS2000000002", items: [{ line: 0, units: 1 }] },
  ],
};

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
