// "Unduh semua dokumen" (beyond 001 §2): one ZIP of an order's filled templates and uploaded
// documents, streamed with archiver. Entries are fetched from the host one at a time, only when
// the archive reaches them, and flow through at the pace of the buyer's download: the archive is
// never held whole, and at most one entry's bytes are in flight.
import { ZipArchive } from "archiver";
import { once } from "node:events";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { AdminClient } from "~/lib/admin/client.server";
import type { Order } from "~/lib/admin/orders.server";
import { exportTemplate, openDocument, type Shipment } from "~/lib/admin/support-documents.server";
import { safeFileName } from "~/lib/file-names";
import { agreementFiles } from "../agreement/documents.server";
import { DOCUMENT_SLOTS, extensionOf, isDocumentSlot, templateName } from "./receipt";

export type ArchiveEntry = {
  name: string;
  /** Kept as is, not deflated: formats that are compressed already (PDF, .docx). */
  store?: boolean;
  /** Opens the entry's bytes; called only when the archive is ready to take them. */
  open(): Promise<Readable>;
};

/**
 * A ZIP of `entries`, in order. A failure (the host, the buyer going away: `signal`) ends the
 * stream with an error, which cuts the download rather than leaving a short but valid-looking file.
 */
export function zipStream(
  entries: Iterable<ArchiveEntry> | AsyncIterable<ArchiveEntry>,
  signal?: AbortSignal,
): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const fill = async () => {
    // An async list (the SPJ's) reads each order's entries only when the archive reaches them.
    for await (const entry of entries) {
      signal?.throwIfAborted();
      const source = await entry.open();
      const added = once(archive, "entry", { signal });
      archive.append(source, { name: entry.name, store: entry.store });
      await added;
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    if (!signal?.aborted) console.error("[unduh-semua] archive failed:", error);
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}

/** Deflating these again costs CPU and saves nothing. */
const COMPRESSED = new Set(["pdf", "docx"]);

export const readable = (response: Response): Readable => {
  if (!response.body) return Readable.from([]);
  return Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
};

/**
 * The entries of an order's archive: per receipt record, each slot's filled template
 * (`INV-…_Template_spk.doc`) and uploaded document (`INV-…_spk.pdf`). With several records, each
 * has its folder (`Penerimaan-2/`, numbered as the tab numbers its forms), so names never collide.
 */
export function receiptArchiveEntries(
  admin: AdminClient,
  transactionId: number,
  invoice: string,
  shipments: Shipment[],
): ArchiveEntry[] {
  const prefix = safeFileName(invoice);
  const records = shipments.flatMap((shipment) => shipment.detail);
  return records.flatMap((record, index) => {
    const folder = records.length > 1 ? `Penerimaan-${index + 1}/` : "";
    const uploaded = new Map(
      record.document.filter((document) => isDocumentSlot(document.name)).map((doc) => [doc.name, doc.file]),
    );
    return DOCUMENT_SLOTS.flatMap(({ slot }): ArchiveEntry[] => {
      const template: ArchiveEntry = {
        name: `${folder}${prefix}_${templateName(slot)}`,
        open: async () => readable(await exportTemplate(admin, slot, transactionId, record.id)),
      };
      const file = uploaded.get(slot);
      if (!file) return [template];
      const extension = extensionOf(file);
      return [
        template,
        {
          name: `${folder}${prefix}_${slot}${extension ? `.${extension}` : ""}`,
          store: COMPRESSED.has(extension),
          open: async () => readable(await openDocument(admin, file)),
        },
      ];
    });
  });
}

/**
 * The whole order's archive: the Berita Acara Negosiasi and the draft Surat Pesanan when the order
 * has them (`INV-…_Berita_Acara_Negosiasi.doc`, `INV-…_Surat_Pesanan_Draf.doc`), then every receipt
 * record's entries (receiptArchiveEntries).
 */
export function orderArchiveEntries(admin: AdminClient, order: Order, shipments: Shipment[]): ArchiveEntry[] {
  const agreement = agreementFiles(admin, order).map((file): ArchiveEntry => ({
    name: file.name,
    open: async () => Readable.from([Buffer.from(await file.render())]),
  }));
  return [...agreement, ...receiptArchiveEntries(admin, order.data.id, order.data.invoice, shipments)];
}

/** The archive's own name: `INV-…_dokumen.zip`. */
export const archiveName = (invoice: string) => `${safeFileName(invoice)}_dokumen.zip`;
