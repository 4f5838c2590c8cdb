// Shipments, receipt records and their supporting documents (001 §7 transaction-support-document
// calls; docs/admin-api.md "Support documents"). `{id}` of the read is the transaction id; the
// writes take a receipt record's ("outgoing detail") id.
import { z } from "zod";
import { dataOf, numeric, type AdminClient } from "./client.server";
import { textOrNumber } from "./fields.server";

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value || null);
const nullableNumber = numeric.nullish().transform((value) => value ?? null);
const list = <S extends z.ZodTypeAny>(item: S) =>
  z
    .array(item)
    .nullish()
    .transform((items): z.output<S>[] => items ?? []);

/** The host's support-document slots (docs/admin-api.md "Support documents"). */
export type DocumentSlot = "spk" | "receipt" | "invoice" | "bast";

/** An uploaded document: `name` is the slot, `file` a path under the host's files root. */
const documentSchema = z.object({ id: numeric, name: z.string(), file: z.string() });

export const receiptRecordSchema = z.object({
  id: numeric,
  transaction_detail: z.object({ id: numeric, name_product: textOrNumber }),
  no_airwaybill: textOrNumber,
  /** YYYY-MM-DD. */
  date_delivery: textOrNumber,
  date_receipt: nullableText,
  unit_delivery: numeric,
  unit_receipt: nullableNumber,
  name_receipt: nullableText,
  document: list(documentSchema),
});
export type ReceiptRecord = z.infer<typeof receiptRecordSchema>;

const shipmentSchema = z.object({
  id: numeric,
  shipment_no: numeric,
  no_airwaybill: textOrNumber,
  date_delivery: textOrNumber,
  descriptions: textOrNumber,
  address: z
    .object({
      shipping_courier: textOrNumber,
      shipping_service: textOrNumber,
      name_receipt: textOrNumber,
      address: textOrNumber,
    })
    .nullish()
    .transform((value) => value ?? null),
  detail: list(receiptRecordSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** GET transaction-support-document/{id}: the order's shipments (empty before the first). */
export function getShipments(admin: AdminClient, transactionId: number): Promise<Shipment[]> {
  return admin.get(`transaction-support-document/${transactionId}`, dataOf(list(shipmentSchema)));
}

export type ReceiptInput = {
  customerId: number;
  receiver: string;
  units: number;
  /** YYYY-MM-DD. */
  date: string;
  files: { slot: DocumentSlot; blob: Blob; filename: string }[];
};

const savedSchema = z.object({ message: z.string().nullish(), data: receiptRecordSchema });

/**
 * POST transaction-support-document/create/{id} (the first time) or update/{id} with
 * `_method=PUT` (afterwards), multipart; the files stream from disk. Answers the host's message
 * ("Data anda telah berhasil disimpan" / "... diperbaharui"); a refusal throws AdminError
 * (422 with field errors, `files.<n>.file` naming the nth file sent).
 */
export async function saveReceipt(
  admin: AdminClient,
  recordId: number,
  mode: "create" | "update",
  input: ReceiptInput,
): Promise<{ message: string; record: ReceiptRecord }> {
  const body = new FormData();
  if (mode === "update") body.append("_method", "PUT");
  body.append("name_receipt", input.receiver);
  body.append("unit_receipt", String(input.units));
  body.append("date_receipt", input.date);
  body.append("customer_id", String(input.customerId));
  input.files.forEach((file, index) => {
    body.append(`files[${index}][name]`, file.slot);
    body.append(`files[${index}][file]`, file.blob, file.filename);
  });
  const answer = await admin.postMultipart(
    `transaction-support-document/${mode}/${recordId}`,
    body,
    savedSchema,
  );
  return { message: answer.message ?? "", record: answer.data };
}

/**
 * GET transaction-support-document/export-{slot}: the slot's Word template filled with the
 * order (and the receipt record), unread, to be streamed on to the buyer.
 */
export function exportTemplate(
  admin: AdminClient,
  slot: DocumentSlot,
  transactionId: number,
  recordId: number,
): Promise<Response> {
  return admin.getFile(`transaction-support-document/export-${slot}`, {
    transaction_id: transactionId,
    outgoing_detail_id: recordId,
  });
}

/** An uploaded document's bytes from the host's files root, unread. */
export function openDocument(admin: AdminClient, file: string): Promise<Response> {
  return admin.openFile(file);
}
