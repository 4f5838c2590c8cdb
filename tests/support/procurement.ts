// The procurement file in tests (HTTP conversations and browser): a shop whose clock reads a chosen
// day (the year-end reminders start in November), and a fresh buyer's orders brought through the
// host's own calls to the state a test needs, each with its own budget data.
import { resolve } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, operator } from "./fixtures";
import { hostCall, placeOrder, type HostBuyer } from "../e2e/support/orders";
import { choosePayment, hostProof, paymentOperator } from "../e2e/support/payments";
import { hostReceipt, pdfFile, receiptRecords } from "../e2e/support/receipts";

/**
 * The next `month` (1-12) `day`, 12:00 WITA, after the real now: always ahead, since the test's
 * cookies keep real time (tests/support/shifted-clock.ts).
 */
export function nextDay(month: number, day: number): Date {
  const now = new Date();
  for (let year = now.getUTCFullYear(); ; year++) {
    const at = new Date(Date.UTC(year, month - 1, day, 4));
    if (at.getTime() > now.getTime()) return at;
  }
}

/** `shopEnv` of a shop whose clock reads `at` (and runs on from there). */
export const shiftedClock = (at: Date): Record<string, string> => ({
  SHOP_CLOCK: at.toISOString(),
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ""} --import=${resolve("tests/support/shifted-clock.ts")}`.trim(),
});

export type TestBudget = {
  year: string | number;
  source: string;
  account: string;
  packageName: string;
  pagu: number;
};

export type OrderState = "confirmed" | "document" | "paid" | "shipped" | "received";
const STATES: OrderState[] = ["confirmed", "document", "paid", "shipped", "received"];

export type PlacedOrder = { id: number; invoice: string; grandTotal: number };

/**
 * A new order of `buyer` (one unit of one product) brought to `state`: `confirmed` has no budget
 * data; `document` has `budget` stored; `paid` is a verified BPD transfer (with a proof sent
 * first when `proof`); `shipped` one shipment of everything; `received` its receipt saved with all
 * four documents.
 */
export async function orderIn(
  request: APIRequestContext,
  buyer: HostBuyer,
  state: OrderState,
  budget?: TestBudget,
  { proof = false } = {},
): Promise<PlacedOrder> {
  const reached = (step: OrderState) => STATES.indexOf(state) >= STATES.indexOf(step);
  const id = await placeOrder(request, buyer, { qty: 1 });
  if (reached("document")) {
    if (!budget) throw new Error(`an order in ${state} needs budget data`);
    await hostCall(request, buyer, "POST", "transaction/store-spk", {
      form: [
        ["transaction_id", id],
        ["satuan_kerja", "Bagian Umum"],
        ["lembaga", "Pemerintah Provinsi Bali"],
        ["paket_kerja", budget.packageName],
        ["tahun_anggaran", String(budget.year)],
        ["sumber_dana", budget.source],
        ["kode_rekening", budget.account],
        ["pagu_anggaran", budget.pagu],
        ["tipe_pemerintah", "ppk"],
        ["nama_pemerintah", "Ni Luh Putu Sari"],
        ["nip_pemerintah", "198702152011012003"],
        ["tipe_bendahara", "bendahara_umum"],
        ["nama_bendahara", "I Gede Arsana"],
        ["nip_bendahara", "198011202005011004"],
      ],
    });
  }
  if (reached("paid")) {
    await choosePayment(request, buyer, id, "BPD", "http://localhost/profil/respon");
    if (proof) await hostProof(request, buyer, id);
    await paymentOperator.verify(request, id);
  }
  if (reached("shipped"))
    await operator(request, "POST", `orders/${id}/shipments`, { no_airwaybill: `JNE${id}` });
  if (reached("received")) {
    for (const record of await receiptRecords(request, buyer, id)) {
      await hostReceipt(
        request,
        buyer,
        record,
        ["spk", "receipt", "invoice", "bast"].map((slot) => ({ slot, file: pdfFile(`${slot}.pdf`) })),
      );
    }
  }
  const order = await operator<{ data: { status: string; invoice: string; data: { grand_total: number } } }>(
    request,
    "GET",
    `orders/${id}`,
  );
  expect(order.data.status).toBe(state === "received" ? "shipped" : state);
  return { id, invoice: order.data.invoice, grandTotal: order.data.data.grand_total };
}
