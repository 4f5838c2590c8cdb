// The procurement file as .xlsx, written by the orders export's streaming writer (every text a
// buyer typed goes in as a text cell, never a formula): the realisation per package, every order
// with its budget data and figures, and what each figure means. The SPJ's summary is the same
// orders sheet for its period.
import type ExcelJS from "exceljs";
import { formatDate } from "~/lib/format-date";
import { MONEY, streamingWorkbook } from "~/features/orders/export.server";
import { statusBadge } from "~/features/orders/status";
import { missingDocuments, orderFigures, type OrderFacts } from "./figures";
import { fiscalYear } from "./period";
import type { Realisation } from "./realisation";
import { FIGURE_LABELS, FIGURE_MEANINGS, GROUPING_TEXT, UNBUDGETED_TITLE } from "./texts";

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;

export const SHEETS = { realisation: "Realisasi", orders: "Pesanan", notes: "Keterangan" } as const;

const money = (key: string, header: string) => ({ header, key, width: 18, style: { numFmt: MONEY } });
const FIGURE_COLUMNS = [
  money("ordered", FIGURE_LABELS.ordered),
  money("agreed", FIGURE_LABELS.agreed),
  money("paid", FIGURE_LABELS.paid),
  money("received", FIGURE_LABELS.received),
];

function addRealisationSheet(workbook: Workbook, realisation: Realisation) {
  const sheet = workbook.addWorksheet(SHEETS.realisation);
  sheet.columns = [
    { header: "Tahun Anggaran", key: "year", width: 14 },
    { header: "Sumber Dana", key: "source", width: 18 },
    { header: "Kode Rekening", key: "account", width: 18 },
    { header: "Paket Pekerjaan", key: "name", width: 36 },
    { header: "Jumlah Pesanan", key: "count", width: 10 },
    money("pagu", FIGURE_LABELS.pagu),
    ...FIGURE_COLUMNS,
    money("left", FIGURE_LABELS.left),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const year of realisation.years) {
    for (const source of year.sources)
      for (const account of source.accounts)
        for (const entry of account.packages)
          sheet
            .addRow({
              year: year.year,
              source: source.source,
              account: account.account,
              name: entry.name,
              count: entry.orders.length,
              pagu: entry.pagu,
              ...entry.figures,
              left: entry.left,
            })
            .commit();
    const total = sheet.addRow({
      year: year.year,
      name: `Jumlah tahun anggaran ${year.year}`,
      count: year.orderCount,
      pagu: year.pagu,
      ...year.figures,
      left: year.left,
    });
    total.font = { bold: true };
    total.commit();
  }
  sheet.commit();
}

/** One row per order: its budget data ("-" without), figures and missing receipt documents. */
export function addOrdersSheet(workbook: Workbook, orders: readonly OrderFacts[]) {
  const sheet = workbook.addWorksheet(SHEETS.orders);
  sheet.columns = [
    { header: "No", key: "no", width: 6 },
    { header: "ID Pembelian", key: "invoice", width: 24 },
    { header: "Tanggal", key: "date", width: 18 },
    { header: "Status", key: "status", width: 16 },
    { header: "Tahun Anggaran", key: "year", width: 14 },
    { header: "Sumber Dana", key: "source", width: 18 },
    { header: "Kode Rekening", key: "account", width: 18 },
    { header: "Paket Pekerjaan", key: "name", width: 36 },
    { header: "Satuan Kerja", key: "satker", width: 28 },
    money("pagu", FIGURE_LABELS.pagu),
    ...FIGURE_COLUMNS,
    { header: "Dokumen Penerimaan Belum Ada", key: "missing", width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  orders.forEach((order, index) => {
    const budget = order.budget;
    sheet
      .addRow({
        no: index + 1,
        invoice: order.invoice,
        date: formatDate(order.createdAt),
        status: statusBadge(order.status).label,
        year: budget?.year ?? fiscalYear(order),
        source: budget?.source ?? UNBUDGETED_TITLE,
        account: budget?.account ?? "-",
        name: budget?.packageName ?? "-",
        satker: budget?.satker ?? "-",
        pagu: budget?.pagu ?? null,
        ...orderFigures(order),
        missing: missingDocuments(order)
          .map(({ label }) => label)
          .join(", "),
      })
      .commit();
  });
  sheet.commit();
}

export function addNotesSheet(workbook: Workbook) {
  const sheet = workbook.addWorksheet(SHEETS.notes);
  sheet.columns = [
    { key: "label", width: 16 },
    { key: "meaning", width: 110, style: { alignment: { wrapText: true, vertical: "top" } } },
  ];
  for (const { label, meaning } of FIGURE_MEANINGS) sheet.addRow({ label, meaning }).commit();
  sheet.addRow({ label: "Kelompok", meaning: GROUPING_TEXT }).commit();
  sheet.commit();
}

/** The page's .xlsx: what the filter shows, orders without budget data last in the orders sheet. */
export function realisationWorkbook(realisation: Realisation) {
  const { workbook, body } = streamingWorkbook();
  addRealisationSheet(workbook, realisation);
  const budgeted = realisation.years.flatMap((year) =>
    year.sources.flatMap((source) =>
      source.accounts.flatMap((account) => account.packages.flatMap((entry) => entry.orders)),
    ),
  );
  addOrdersSheet(workbook, [...budgeted, ...realisation.unbudgeted]);
  addNotesSheet(workbook);
  return body();
}
