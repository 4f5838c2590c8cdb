// "Unduh Excel": the buyer's orders as shown by the list's search, as an .xlsx written by
// exceljs's streaming writer straight into the response (two sheets: orders and their lines).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import ExcelJS from "exceljs";
import type { AdminClient } from "~/lib/admin/client.server";
import { getOrder, type Order, type OrderListItem } from "~/lib/admin/orders.server";
import { formatDate } from "~/lib/format-date";
import { lineSubtotal, negotiatedPrice } from "./negotiation/rules";
import { statusBadge } from "./status";

export const MONEY = '"Rp" #,##0';
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Order reads in flight at once: enough to be quick, few enough to spare the host. */
const CONCURRENT_READS = 4;

/** Maps `items` through `read` with at most `limit` calls running, keeping their order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, read: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await read(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const shownPrice = (order: Order) => order.data.total_price_nego ?? order.data.total_price;
const shownShipping = (order: Order) => order.data.shipping_cost_nego ?? order.data.shipping_cost;

/**
 * A workbook written by exceljs's streaming writer; `body()`, called once every sheet is
 * committed, finishes it into the stream a Response reads.
 */
export function streamingWorkbook() {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = "Toko Pengadaan";
  const body = () => {
    // Finishing flushes the zip into `output` as the response reads it.
    void workbook.commit().catch((error: unknown) => output.destroy(error as Error));
    return createReadableStreamFromReadable(output);
  };
  return { workbook, body };
}

/** Writes the workbook into a stream; the orders' details are read before the first byte. */
export async function ordersWorkbook(admin: AdminClient, orders: readonly OrderListItem[]) {
  const details = await mapLimited(orders, CONCURRENT_READS, (order) => getOrder(admin, order.id));
  const { workbook, body } = streamingWorkbook();

  const sheet = workbook.addWorksheet("Transaksi");
  sheet.columns = [
    { header: "No", key: "no", width: 6 },
    { header: "ID Pembelian", key: "invoice", width: 24 },
    { header: "Tanggal", key: "date", width: 20 },
    { header: "Status", key: "status", width: 18 },
    { header: "Total Harga", key: "price", width: 18, style: { numFmt: MONEY } },
    { header: "PPN", key: "ppn", width: 16, style: { numFmt: MONEY } },
    { header: "Ongkos Kirim", key: "shipping", width: 16, style: { numFmt: MONEY } },
    { header: "Total Tagihan", key: "grand", width: 18, style: { numFmt: MONEY } },
  ];
  sheet.getRow(1).font = { bold: true };
  details.forEach((order, index) => {
    sheet
      .addRow({
        no: index + 1,
        invoice: order.data.invoice,
        date: formatDate(order.data.created_at),
        status: statusBadge(order.data.status).label,
        price: shownPrice(order),
        ppn: order.data.total_ppn,
        shipping: shownShipping(order),
        grand: order.data.grand_total,
      })
      .commit();
  });
  sheet.commit();

  const lines = workbook.addWorksheet("Produk");
  lines.columns = [
    { header: "ID Pembelian", key: "invoice", width: 24 },
    { header: "Produk", key: "name", width: 40 },
    { header: "Jumlah", key: "qty", width: 10 },
    { header: "Satuan", key: "unit", width: 10 },
    { header: "Harga", key: "price", width: 16, style: { numFmt: MONEY } },
    { header: "Harga Nego", key: "nego", width: 16, style: { numFmt: MONEY } },
    { header: "Subtotal", key: "subtotal", width: 18, style: { numFmt: MONEY } },
    { header: "Catatan", key: "notes", width: 30 },
    // Read back by Pesan Cepat (app/features/buying/quick-order) to order the lines again.
    { header: "ID Produk", key: "productId", width: 10 },
  ];
  lines.getRow(1).font = { bold: true };
  for (const order of details) {
    for (const line of order.data.transaction_detail) {
      lines
        .addRow({
          invoice: order.data.invoice,
          name: line.name_product,
          qty: line.qty,
          unit: line.unit,
          price: line.price_after_discount ?? line.price,
          nego: negotiatedPrice(line),
          subtotal: lineSubtotal(line),
          notes: line.notes,
          productId: line.product_id,
        })
        .commit();
    }
  }
  lines.commit();
  return body();
}
