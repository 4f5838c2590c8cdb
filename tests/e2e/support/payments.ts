// Orders waiting for money, for e2e tests: a fresh buyer's order brought to `document` through
// the host's own calls, the buyer's payment choice, and the operator API playing the
// administrator who verifies, rejects or voids a payment.
import type { APIRequestContext } from "@playwright/test";
import { expect, operator, type Buyer } from "./index";
import { hostCall, hostToken, placeOrder, type HostBuyer, type OrderOptions } from "./orders";

/** A real 1×1 PNG: the storefront and the host both recognise files by their content. */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Budget data (SPK) the host accepts. */
export const spkForm = (transactionId: number): [string, string | number][] => [
  ["transaction_id", transactionId],
  ["satuan_kerja", "Bagian Umum"],
  ["lembaga", "Pemerintah Provinsi Bali"],
  ["paket_kerja", "Pengadaan ATK 2026"],
  ["tahun_anggaran", "2026"],
  ["sumber_dana", "APBD"],
  ["kode_rekening", "5102010100"],
  ["pagu_anggaran", "50000000"],
  ["tipe_pemerintah", "ppk"],
  ["nama_pemerintah", "Ni Luh Putu Sari"],
  ["nip_pemerintah", "198702152011012003"],
  ["tipe_bendahara", "bendahara_umum"],
  ["nama_bendahara", "I Gede Arsana"],
  ["nip_bendahara", "198011202005011004"],
];

export type PayableOrder = { id: number; invoice: string };

/**
 * A new order of `buyer` (one unit of each product, ORDER_PRODUCTS[0] by default) with its budget
 * data stored: status `document`, awaiting a payment choice.
 */
export async function documentOrder(
  request: APIRequestContext,
  buyer: HostBuyer,
  options: OrderOptions = {},
): Promise<PayableOrder> {
  const id = await placeOrder(request, buyer, { qty: 1, ...options });
  await hostCall(request, buyer, "POST", "transaction/store-spk", { form: spkForm(id) });
  const order = await hostCall<{ data: { invoice: string; status: string } }>(
    request,
    buyer,
    "GET",
    `transaction/${id}`,
  );
  expect(order.data.status).toBe("document");
  return { id, invoice: order.data.invoice };
}

export type HostPayment = { status: string; payment_service: string; url_payment: string | null };

/** The buyer's payment choice as the payment tab makes it (`transaction/payment`). */
export const choosePayment = (
  request: APIRequestContext,
  buyer: HostBuyer,
  id: number,
  service: "BPD" | "Doku",
  returnUrl: string,
) =>
  hostCall<HostPayment>(request, buyer, "POST", "transaction/payment", {
    form: [
      ["transaction_id", id],
      ["payment_service", service],
      ["payment_success_url", returnUrl],
    ],
  });

/** The payment in force, as the host gives it to the buyer. */
/** A transfer proof (a PNG) the buyer sends straight to the host: set-up, not a journey under test. */
export async function hostProof(request: APIRequestContext, buyer: HostBuyer, id: number) {
  const answer = await request.post("/admin-host/api/transaction/payment/proof-of-payment", {
    headers: { Authorization: `Bearer ${buyer.token}`, Accept: "application/json" },
    multipart: {
      id: String(id),
      account_name: "Bagian Umum",
      account_number: "0011223344",
      bank_name: "BPD Bali",
      image: { name: "bukti.png", mimeType: "image/png", buffer: PNG_1PX },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

export const paymentOf = (request: APIRequestContext, buyer: HostBuyer, id: number) =>
  hostCall<HostPayment>(request, buyer, "GET", `transaction/payment/detail/${id}`);

/** The administrator's side of a payment (operator API). */
export const paymentOperator = {
  verify: (request: APIRequestContext, id: number) =>
    operator(request, "POST", `orders/${id}/payment/verify`, {}),
  reject: (request: APIRequestContext, id: number, notes = "Nominal transfer tidak sesuai tagihan") =>
    operator(request, "POST", `orders/${id}/payment/reject`, { notes }),
  reset: (request: APIRequestContext, id: number) =>
    operator(request, "POST", `orders/${id}/payment/reset`, {}),
};

/** A new order of `buyer`'s with a BPD payment awaiting its proof: the buyer's host token and the order. */
export async function bpdAwaitingProof(request: APIRequestContext, buyer: Buyer) {
  const host = await hostToken(request, buyer);
  const order = await documentOrder(request, host);
  await choosePayment(request, host, order.id, "BPD", "http://localhost/profil/respon");
  return { host, order };
}
