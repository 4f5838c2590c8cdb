// The quotation as .xlsx: the same heading, lines and totals as the printed page, one sheet.
import { MONEY, streamingWorkbook } from "~/features/orders/export.server";
import type { Quotation } from "./quotation.server";

export const QUOTATION_SHEET = "Penawaran";

export function quotationWorkbook(quotation: Quotation) {
  const { workbook, body } = streamingWorkbook();
  const sheet = workbook.addWorksheet(QUOTATION_SHEET);
  sheet.columns = [
    { key: "no", width: 16 },
    { key: "name", width: 40 },
    { key: "qty", width: 10 },
    { key: "unit", width: 10 },
    { key: "price", width: 18, style: { numFmt: MONEY } },
    { key: "subtotal", width: 20, style: { numFmt: MONEY } },
    // Read back by Pesan Cepat (app/features/buying/quick-order) to order the lines again.
    { key: "productId", width: 10 },
  ];
  const add = (values: (string | number)[], bold = false) => {
    const row = sheet.addRow(values);
    if (bold) row.font = { bold: true };
    row.commit();
  };
  add([`Surat Penawaran Harga - ${quotation.shop.name}`], true);
  add(["Nomor", quotation.number]);
  add(["Tanggal", quotation.date]);
  add(["Berlaku sampai", quotation.validUntil]);
  add(["Instansi", quotation.buyer.institution]);
  add(["Satker", quotation.delivery?.satker ?? "-"]);
  add(["Alamat", quotation.delivery?.address ?? "-"]);
  add([]);
  add(["No", "Produk", "Jumlah", "Satuan", "Harga Satuan", "Subtotal", "ID Produk"], true);
  quotation.lines.forEach((line, index) =>
    add([index + 1, line.name, line.qty, line.unit, line.unitPrice, line.subtotal, line.productId]),
  );
  add(["", "", "", "", "Total Harga", quotation.totals.total]);
  add(["", "", "", "", "PPN 11%", quotation.totals.ppn]);
  add(["", "", "", "", "Total", quotation.totals.grandTotal], true);
  add(["Terbilang", quotation.inWords]);
  sheet.commit();
  return body();
}
