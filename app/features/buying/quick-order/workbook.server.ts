// A quick order's list from an .xlsx: the shop's own files read back (Cetak Penawaran's sheet,
// app/features/quotation/workbook.server.ts; Unduh Excel's Produk sheet,
// app/features/orders/export.server.ts), or any sheet with the same headers. Each sheet is
// searched for a header row naming "Jumlah" and "ID Produk" (else "Produk" / "Nama Produk"); the
// rows under it with a product and a quantity are the lines. The upload is already known to be an
// .xlsx by its content (contract/file-sniffer.ts) and at most 1 MB; here it is bounded once more
// before exceljs opens it (zip.server.ts) and while its rows are read.
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { OrderLine } from "./lines";
import { zipProblem } from "./zip.server";

/** What a list workbook may inflate to: the shop's quotation of 100 lines is about 40 kB. */
const BOUNDS = { maxEntries: 100, maxInflated: 2_000_000 };
/** Rows of a sheet searched for the header (the quotation's is the ninth). */
const HEADER_ROWS = 30;
/** Rows read under a header in all sheets: far more than any list, bounded. */
const MAX_ROWS = 5_000;
const CELL_MAX = 200;

export const WORKBOOK_TEXT = {
  unreadable: "Berkas .xlsx rusak atau tidak dapat dibaca. Simpan ulang dari Excel lalu unggah lagi.",
  noColumns:
    "Berkas .xlsx tidak memiliki kolom Jumlah beserta kolom ID Produk atau Produk. Gunakan Cetak Penawaran (.xlsx) atau Unduh Excel dari toko ini, atau beri judul kolom yang sama.",
  tooManyRows: `Berkas .xlsx berisi lebih dari ${MAX_ROWS.toLocaleString("id-ID")} baris; bagi menjadi beberapa berkas.`,
} as const;

export type WorkbookLines = { ok: true; lines: OrderLine[] } | { ok: false; message: string };

/** A cell as text: numbers as written, rich text and formulas by what they show. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "string") return value.slice(0, CELL_MAX).trim();
  if (typeof value !== "object" || value instanceof Date) return "";
  if ("richText" in value)
    return value.richText
      .map((run) => run.text)
      .join("")
      .slice(0, CELL_MAX)
      .trim();
  if ("text" in value && typeof value.text === "string") return value.text.slice(0, CELL_MAX).trim();
  if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
  return "";
}

const heading = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

type Columns = { ask: number; qty: number };

/** The columns of a header row, or null when the row is no header. */
function columnsOf(row: ExcelJS.Row): Columns | null {
  const named = new Map<string, number>();
  row.eachCell((cell, column) => {
    const name = heading(cellText(cell.value));
    if (!named.has(name)) named.set(name, column);
  });
  const qty = named.get("jumlah");
  const ask = named.get("id produk") ?? named.get("produk") ?? named.get("nama produk");
  return qty !== undefined && ask !== undefined ? { ask, qty } : null;
}

/** The lines of the workbook at `path` (an uploaded file on disk, at most 1 MB). */
export async function readWorkbookLines(path: string): Promise<WorkbookLines> {
  const bytes = await readFile(path);
  if (zipProblem(bytes, BOUNDS) !== null) return { ok: false, message: WORKBOOK_TEXT.unreadable };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return { ok: false, message: WORKBOOK_TEXT.unreadable };
  }
  // A package exceljs opens without a sheet in it is no workbook a list came from.
  if (workbook.worksheets.length === 0) return { ok: false, message: WORKBOOK_TEXT.unreadable };
  const lines: OrderLine[] = [];
  let headers = 0;
  let rowsRead = 0;
  for (const sheet of workbook.worksheets) {
    let columns: Columns | null = null;
    const last = Math.min(sheet.rowCount, HEADER_ROWS);
    let first = 1;
    for (; first <= last && !columns; first++) {
      const row = sheet.findRow(first);
      if (row) columns = columnsOf(row);
    }
    if (!columns) continue;
    headers++;
    // Rows that exist only: a lone cell far down the sheet costs no rows in between.
    for (let number = first; number <= sheet.rowCount; number++) {
      const row = sheet.findRow(number);
      if (!row) continue;
      if (++rowsRead > MAX_ROWS) return { ok: false, message: WORKBOOK_TEXT.tooManyRows };
      const ask = cellText(row.getCell(columns.ask).value);
      const qtyText = cellText(row.getCell(columns.qty).value);
      // A total, a note or an empty row under the table names no product with a quantity.
      if (ask === "" || qtyText === "") continue;
      lines.push({ source: `${sheet.name.slice(0, 31)} baris ${number}`, ask, qtyText });
    }
  }
  return headers === 0 ? { ok: false, message: WORKBOOK_TEXT.noColumns } : { ok: true, lines };
}
