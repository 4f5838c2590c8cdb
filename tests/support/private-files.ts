// A buyer's private files (issue 20 item 2), set up at the host for the browser and HTTP tests.
import type { APIRequestContext } from "@playwright/test";
import { operator } from "./fixtures";
import { hostFeedback } from "../e2e/support/feedback";
import { hostOrder, type HostBuyer } from "../e2e/support/orders";
import { choosePayment, documentOrder, hostProof, paymentOperator } from "../e2e/support/payments";
import { hostReceipt, pdfFile, receiptRecords } from "../e2e/support/receipts";

/** The storefront's address of a private file: its kind, then a random name. */
export const PRIVATE_LINK = /^\/profil\/berkas\/(bukti-bayar|dokumen|komplain)\/[0-9a-f]{32}\.(png|pdf)$/;

/**
 * An order of the buyer with one file of each kind, made at the host: a transfer proof (then the
 * payment verified), a shipment whose receipt has its BAST, and a complaint with a photo.
 */
export async function orderWithFiles(request: APIRequestContext, host: HostBuyer) {
  const { id, invoice } = await documentOrder(request, host);
  await choosePayment(request, host, id, "BPD", "http://localhost/profil/respon");
  await hostProof(request, host, id);
  await paymentOperator.verify(request, id);
  await operator(request, "POST", `orders/${id}/shipments`, { no_airwaybill: "JNE0007770001" });
  const [record] = await receiptRecords(request, host, id);
  await hostReceipt(request, host, record, [{ slot: "bast", file: pdfFile("bast.pdf") }]);
  const [line] = (await hostOrder(request, id)).data.data.transaction_detail;
  await hostFeedback(request, host, "complaint", line.id);
  return { id, invoice };
}
