// The SPJ bundle (issue 33 part 2): one ZIP for a fiscal year or a month of it, streamed through
// the order archive's zipStream. First a summary sheet of the period's orders, then one folder per
// invoice with what the shop already makes for that order: the printable order (the print page's
// component, as a standalone HTML file), the transfer proofs the order's log names, and what the
// order's own ZIP holds (orderArchiveEntries: the Berita Acara Negosiasi and draft Surat Pesanan
// when the order has them, per receipt record the filled Word templates and uploaded documents).
// Each order's reads start only a few orders ahead of the archive, which pulls at the pace of the
// download: nothing is held whole, however many orders the period has.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { renderToStaticMarkup } from "react-dom/server";
import { isStoredFilePath } from "@contract/stored-files";
import type { PrintShop } from "~/components/ui/PrintHead";
import type { AdminClient } from "~/lib/admin/client.server";
import { getOrder, getOrderLog, type Order } from "~/lib/admin/orders.server";
import { getShipments, openDocument, type Shipment } from "~/lib/admin/support-documents.server";
import { safeFileName } from "~/lib/file-names";
import { formatDate } from "~/lib/format-date";
import { streamingWorkbook } from "~/features/orders/export.server";
import { PrintedOrder } from "~/features/orders/PrintedOrder";
import printCss from "~/features/orders/print.css?raw";
import { orderArchiveEntries, readable, type ArchiveEntry } from "~/features/orders/receipt/archive.server";
import { extensionOf } from "~/features/orders/receipt/receipt";
import { isPaid, isStatus } from "~/features/orders/status";
import { rupiahInWords } from "~/features/orders/terbilang";
import type { OrderFacts } from "./figures";
import type { Period } from "./period";
import documentCss from "./spj-document.css?raw";
import { addNotesSheet, addOrdersSheet } from "./workbook.server";

/** Orders whose files are being read while the archive writes an earlier one. */
const READ_AHEAD = 3;
/** Already compressed: stored as they are. */
const COMPRESSED = new Set(["pdf", "docx", "jpg", "jpeg", "png", "webp"]);

/** "SPJ-2026" or "SPJ-2026-11": the archive's name and its summary's. */
export function spjName(period: Period): string {
  return `SPJ-${safeFileName(period.year)}${period.month ? `-${String(period.month).padStart(2, "0")}` : ""}`;
}

/** Yields `read(item)` for each item in order, with at most `ahead` reads started. */
async function* readAhead<T, R>(items: readonly T[], ahead: number, read: (item: T) => Promise<R>) {
  const started: Promise<R>[] = [];
  let next = 0;
  const fill = () => {
    while (next < items.length && started.length < ahead) {
      const reading = read(items[next++]);
      // Awaited in turn below; if the archive stops first, its failure is nobody's to report.
      reading.catch(() => undefined);
      started.push(reading);
    }
  };
  fill();
  while (started.length > 0) {
    const result = await started.shift()!;
    fill();
    yield result;
  }
}

/** The order as printed (routes/profil_.detailtransaksi.cetak.tsx), as one standalone HTML file. */
export function printedOrderFile(order: Order, shop: PrintShop): string {
  const body = renderToStaticMarkup(
    <PrintedOrder
      order={order}
      shop={shop}
      orderedOn={formatDate(order.data.created_at)}
      grandTotalInWords={rupiahInWords(order.data.grand_total)}
    />,
  );
  const title = `Pesanan ${order.data.invoice}`.replace(/[<&]/g, "");
  return `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${documentCss}\n${printCss}</style></head><body>${body}</body></html>`;
}

/** Transfer proofs come with a payment; before one is chosen there is none to read. */
const mayHaveProof = (status: string) =>
  !["pending", "confirmed", "confirm", "document"].some((before) => isStatus(status, before));

type OrderFiles = { order: Order; shipments: Shipment[]; proofs: string[] };

/** An order's detail, its receipt records once paid, and the proofs its log names, read together. */
async function readOrderFiles(admin: AdminClient, facts: OrderFacts): Promise<OrderFiles> {
  const [order, shipments, log] = await Promise.all([
    getOrder(admin, facts.id),
    isPaid(facts.status) ? getShipments(admin, facts.id) : [],
    mayHaveProof(facts.status) ? getOrderLog(admin, facts.id) : [],
  ]);
  const proofs = log
    .filter((entry) => entry.section_change === "upload payment" && entry.new_value)
    .map((entry) => entry.new_value!)
    .filter((path, index, all) => isStoredFilePath(path) && all.indexOf(path) === index);
  return { order, shipments, proofs };
}

function* orderEntries(admin: AdminClient, files: OrderFiles, shop: PrintShop): Generator<ArchiveEntry> {
  const { order, shipments, proofs } = files;
  const prefix = safeFileName(order.data.invoice);
  yield {
    name: `${prefix}/${prefix}_pesanan.html`,
    open: async () => Readable.from([Buffer.from(printedOrderFile(order, shop))]),
  };
  for (const [index, path] of proofs.entries()) {
    const extension = extensionOf(path);
    const number = proofs.length > 1 ? `-${index + 1}` : "";
    yield {
      name: `${prefix}/${prefix}_bukti-bayar${number}${extension ? `.${extension}` : ""}`,
      store: COMPRESSED.has(extension),
      open: async () => readable(await openDocument(admin, path)),
    };
  }
  for (const entry of orderArchiveEntries(admin, order, shipments))
    yield { ...entry, name: `${prefix}/${entry.name}` };
}

/**
 * The bundle's entries: the summary of `orders` (the period's, newest first), then each order's
 * folder. A failed read ends the archive with an error (zipStream cuts the download).
 */
export async function* spjEntries(
  admin: AdminClient,
  orders: readonly OrderFacts[],
  period: Period,
  shop: PrintShop,
): AsyncGenerator<ArchiveEntry> {
  yield {
    name: `${spjName(period)}-ringkasan.xlsx`,
    open: async () => {
      const { workbook, body } = streamingWorkbook();
      addOrdersSheet(workbook, orders);
      addNotesSheet(workbook);
      return Readable.fromWeb(body() as NodeReadableStream<Uint8Array>);
    },
  };
  for await (const files of readAhead(orders, READ_AHEAD, (order) => readOrderFiles(admin, order)))
    yield* orderEntries(admin, files, shop);
}
