// The demo buyer's seeded orders as the operator reads them, and the status labels, WITA dates
// and amounts the order pages show: read by the browser tests and the HTTP conversations alike.
import type { APIRequestContext } from "@playwright/test";
import ExcelJS from "exceljs";
import { expect, operator } from "./fixtures";

export const demo = { username: "demo", password: "demo12345" };
export const demo2 = { username: "demo2", password: "demo12345" };

export type OperatorOrder = {
  id: number;
  invoice: string;
  status: string;
  created_at: string;
  customer: { id: number };
};

/** The demo buyer's orders, newest first, as the operator sees them. */
export async function demoOrders(request: APIRequestContext): Promise<OperatorOrder[]> {
  const answer = await operator<{ data: OperatorOrder[] }>(request, "GET", "orders");
  return answer.data.filter((order) => order.customer.id === 1);
}

export type OrderBody = {
  data: {
    invoice: string;
    data: {
      shipping_cost: number;
      shipping_cost_nego: number | null;
      grand_total: number;
      customer: { instance_name: string; nip: string };
      transaction_detail: {
        name_product: string;
        price: number;
        price_after_discount: number;
        discount: number;
        price_nego: number | null;
        unit: string;
        shipping: { qty: number }[];
      }[];
    };
    address: { name_receipt: string };
  };
  negotiations: unknown[];
};

/** An order as `GET transaction/{id}` answers it, read through the operator API. */
export const orderBody = (request: APIRequestContext, id: number) =>
  operator<OrderBody>(request, "GET", `orders/${id}`);

export const LABELS: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  document: "Document",
  pending_payment: "Pending Payment",
  payment_process: "Payment Prosess",
  payment_expired: "Payment Expired",
  paid: "Paid",
  shipped: "Shipped",
  "partial delivery": "Partial Delivery",
  cancel: "Cancel",
  confirm: "Confirm",
  payment_failed: "Payment Failed",
  process: "Process",
  processed: "Processed",
};
export const PAID = ["paid", "process", "processed", "partial delivery", "shipped"];

/** "23 November 2026 19:59:15 WITA": a host time in Asia/Makassar, whatever the machine's zone. */
export function wita(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("id-ID", {
      timeZone: "Asia/Makassar",
      day: "2-digit",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute}:${parts.second} WITA`;
}

export const rupiah = (value: number) => `Rp. ${value.toLocaleString("id-ID")}`;

/** "Unduh Excel"'s file name today: by the WITA day (before 08:00 WITA the UTC day is the previous one). */
export function transactionWorkbookName(): string {
  const witaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Makassar" }).format(new Date());
  return `transaksi-${witaDay.replaceAll("-", "")}.xlsx`;
}

/** An "Unduh Excel" workbook: a sheet of the `expected` orders in order, and a sheet of their lines. */
export async function expectTransactionWorkbook(xlsx: Buffer, expected: OperatorOrder[]) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Transaksi")!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    "No",
    "ID Pembelian",
    "Tanggal",
    "Status",
    "Total Harga",
    "PPN",
    "Ongkos Kirim",
    "Total Tagihan",
  ]);
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  expect(rows.map((row) => row.getCell(2).value)).toEqual(expected.map((order) => order.invoice));
  expect(rows.map((row) => row.getCell(4).value)).toEqual(expected.map((order) => LABELS[order.status]));
  for (const row of rows) {
    const [price, ppn, shipping, grand] = [5, 6, 7, 8].map((cell) => Number(row.getCell(cell).value));
    expect(price + ppn + shipping).toBe(grand);
  }
  const lines = workbook.getWorksheet("Produk")!;
  expect(lines.rowCount).toBeGreaterThan(1);
  const lineInvoices = new Set(
    (lines.getRows(2, lines.rowCount - 1) ?? []).map((row) => row.getCell(1).value),
  );
  expect([...lineInvoices].sort()).toEqual(expected.map((order) => order.invoice).sort());
}
