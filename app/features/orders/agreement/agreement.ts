// The satker's record of an order's agreement (issue 33): the Berita Acara Negosiasi (every round,
// who offered what, the agreed result) and the draft Surat Pesanan (the order placed on that
// result). Their addresses, when the draft may be made, and the texts the Negosiasi tab shows.
// Browser-safe and small: the tab carries it.
import { isAgreed, isStatus } from "../status";
import { DETAIL_PATH } from "../tabs";

export type AgreementDocument = "berita-acara" | "surat-pesanan";

export const DOCUMENT_TITLES: Record<AgreementDocument, string> = {
  "berita-acara": "Berita Acara Negosiasi",
  "surat-pesanan": "Draf Surat Pesanan",
};

/** The printable page (`/profil/detailtransaksi/berita-acara?id_transaksi=`), or its Word file. */
export function agreementHref(transactionId: number, document: AgreementDocument, word = false): string {
  const query = new URLSearchParams({ id_transaksi: String(transactionId) });
  return `${DETAIL_PATH}/${document}${word ? "/unduh" : ""}?${query}`;
}

export const PURCHASE_ORDER_WHILE_NEGOTIATING =
  "Draf Surat Pesanan belum dapat dibuat karena negosiasi harga masih berlangsung. Draf tersedia setelah harga disepakati dan pesanan dikonfirmasi.";
export const PURCHASE_ORDER_CANCELLED =
  "Draf Surat Pesanan tidak dapat dibuat karena pesanan ini dibatalkan.";
export const PURCHASE_ORDER_UNCONFIRMED =
  "Draf Surat Pesanan belum dapat dibuat karena pesanan belum dikonfirmasi.";

/**
 * Why the draft Surat Pesanan cannot be made yet (or at all), or null once the prices are agreed
 * (status.ts `isAgreed`: confirmed by the administrator or approved by the buyer, and every status
 * after that).
 */
export function purchaseOrderRefusal(status: string): string | null {
  if (isAgreed(status)) return null;
  if (isStatus(status, "pending")) return PURCHASE_ORDER_WHILE_NEGOTIATING;
  if (isStatus(status, "cancel")) return PURCHASE_ORDER_CANCELLED;
  return PURCHASE_ORDER_UNCONFIRMED;
}
