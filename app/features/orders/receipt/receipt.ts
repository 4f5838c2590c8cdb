// The goods receipt of an order (001 §2 Penerimaan, §3 Receipt record, §5 Receipt form): the
// form's field names, the four document slots, the spec's texts and which variant a record shows.
// Browser-safe and zod-free: the zod schema (./schema) and the form's native
// constraints are both built from it.
import type { DocumentSlot } from "~/lib/admin/support-documents.server";
import { isStatus } from "../status";

export const RECEIPT_INTENT = "penerimaan";
/** The success dialogs after a redirect (a reload sends nothing twice). */
export const RECEIPT_SAVED_MODAL = "tersimpan";
export const RECEIPT_UPDATED_MODAL = "diperbarui";
/** 001 §8's refusal modal ('Ooppsss') of a receipt save. */
export const RECEIPT_REFUSED_MODAL = "errorpenerimaan";

/** The host's support-document slots, in the table's order. */
export const DOCUMENT_SLOTS = [
  { slot: "spk", label: "SPK Surat Pesanan" },
  { slot: "receipt", label: "Receipt Kwitansi Pembayaran" },
  { slot: "invoice", label: "Invoice Surat Tagihan" },
  { slot: "bast", label: "Bast" },
] as const satisfies readonly { slot: DocumentSlot; label: string }[];

const SLOT_NAMES = new Set<string>(DOCUMENT_SLOTS.map((entry) => entry.slot));

export const isDocumentSlot = (value: unknown): value is DocumentSlot =>
  typeof value === "string" && SLOT_NAMES.has(value);

/** The file input of a slot (`dokumen_spk`, ...). */
export const slotField = (slot: DocumentSlot) => `dokumen_${slot}`;

/** The name the host's export gives each template (001 §7). */
export const templateName = (slot: DocumentSlot) => `Template_${slot}.doc`;

/** The form's fields (001 §5 Receipt form) and the record they belong to. */
export const RECEIPT_FIELDS = {
  record: "id_penerimaan",
  /** "create" or "update": which host call the form was shown for. */
  variant: "varian",
  date: "tglditerima",
  units: "unitditerima",
  receiver: "nama_penerima",
} as const;

export const RECEIPT_MESSAGES = {
  date: "Tanggal Diterima Wajib Diisi",
  units: "Unit Diterima Wajib Diisi",
  receiver: "Nama Penerima Wajib Diisi",
  digits: "Pastikan data yang diinput berupa angka",
  receiverTooLong: "Nama Penerima terlalu panjang!",
  /** A refusal without a message of its own. */
  failed: "Data penerimaan gagal disimpan",
  notShipped: "Pesanan Anda Belum memasuki proses pengiriman",
  notConfirmed: "Pesanan Anda Belum di Konfirmasi",
} as const;

/** The host's limit on the receiver's name. */
export const RECEIVER_MAX_LENGTH = 100;

/**
 * 001 §2: the text instead of the forms while nothing is shipped. Before the order is confirmed
 * (a negotiation still running, or the buyer's budget data still awaited) it says so; later,
 * that shipping has not started.
 */
export function noShipmentText(status: string): string {
  return isStatus(status, "pending") || isStatus(status, "confirmed")
    ? RECEIPT_MESSAGES.notConfirmed
    : RECEIPT_MESSAGES.notShipped;
}

/**
 * The edit variant once the record has a receipt (the host's create then refuses with "Data
 * penerimaan sudah ada"); the create variant before. 001 §2 calls the create variant "no
 * documents yet": a receipt is saved with its first documents, so the two readings meet.
 */
export const receiptVariant = (receivedOn: string | null): "create" | "update" =>
  receivedOn ? "update" : "create";

/** The extension of a stored file's path, lower case ("pdf", "docx", "doc"), or "". */
export function extensionOf(path: string): string {
  const match = /\.([a-z0-9]{1,5})$/i.exec(path);
  return match ? match[1].toLowerCase() : "";
}

/** A slot's Word template of a receipt record, downloaded through the storefront. */
export function templateHref(transactionId: number, recordId: number, slot: DocumentSlot): string {
  const query = new URLSearchParams({
    id_transaksi: String(transactionId),
    id_penerimaan: String(recordId),
    jenis: slot,
  });
  return `/profil/detailtransaksi/dokumen?${query}`;
}

/** "Unduh semua dokumen": one ZIP of the order's templates and uploaded documents. */
export const archiveHref = (transactionId: number) =>
  `/profil/detailtransaksi/unduh-semua?id_transaksi=${transactionId}`;
