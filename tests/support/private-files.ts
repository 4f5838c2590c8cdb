// A buyer's private files (issue 20 item 2), set up at the host for the browser and HTTP tests.
import type { APIRequestContext } from "@playwright/test";
import { expect, operator } from "./fixtures";
import { hostFeedback } from "../e2e/support/feedback";
import { hostOrder, type HostBuyer } from "../e2e/support/orders";
import { choosePayment, documentOrder, paymentOperator, PNG_1PX } from "../e2e/support/payments";
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
  const proof = await request.post("/admin-host/api/transaction/payment/proof-of-payment", {
    headers: { Authorization: `Bearer ${host.token}`, Accept: "application/json" },
    multipart: {
      id: String(id),
      account_name: "Bagian Umum",
      account_number: "0011223344",
      bank_name: "BPD Bali",
      image: { name: "bukti.png", mimeType: "image/png", buffer: PNG_1PX },
    },
  });
  expect(proof.status(), await proof.text()).toBe(200);
  await paymentOperator.verify(request, id);
  await operator(request, "POST", `orders/${id}/shipments`, { no_airwaybill: "JNE0007770001" });
  const [record] = await receiptRecords(request, host, id);
  await hostReceipt(request, host, record, [{ slot: "bast", file: pdfFile("bast.pdf") }]);
  const [line] = (await hostOrder(request, id)).data.data.transaction_detail;
  await hostFeedback(request, host, "complaint", line.id);
  return { id, invoice };
}
