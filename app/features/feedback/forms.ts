// Reviews and complaints (001 §2, §5, §8, §9): the forms' field names, limits, URL states and the
// spec's texts. Browser-safe and zod-free: the zod schemas (./review-schema.ts and
// ./complaint-schema.ts), the actions and the forms' native constraints are all built from it.
import { DETAIL_PATH } from "~/features/orders/tabs";

export const REVIEW_INTENT = "ulasan";
export const COMPLAINT_INTENT = "komplain";

/**
 * The forms of the Ulasan and Komplain tabs: each a child route of its tab (its code loads with
 * it, not with the tab), /profil/detailtransaksi/{tab}/tambah?id_transaksi={id}.
 */
export const feedbackFormHref = (transactionId: number, tab: "ulasan" | "komplain") =>
  `${DETAIL_PATH}/${tab}/tambah?${new URLSearchParams({ id_transaksi: String(transactionId) })}`;
/** The forms' dialog ids, and their old `?modal=` states on the tab (now redirected to the form's route). */
export const REVIEW_MODAL = "tambah-ulasan";
export const COMPLAINT_MODAL = "tambah-komplain";
/** The tabs' `?modal=` success dialogs after a sent form. */
export const REVIEW_SENT_MODAL = "ulasan-terkirim";
export const COMPLAINT_SENT_MODAL = "komplain-terkirim";

/** The list pages' success state after a form of the standalone pages (a redirect, so a reload sends nothing twice). */
export const SENT_PARAM = "terkirim";

export const REVIEW_LIST_PATH = "/profil/ulasan";
export const REVIEW_ADD_PATH = "/profil/addulasan";
export const COMPLAINT_LIST_PATH = "/profil/komplain";
export const COMPLAINT_ADD_PATH = "/profil/addkomplain";
export const COMPLAINT_DETAIL_PATH = "/profil/detailkomplain";

export const complaintDetailHref = (complaintId: number) =>
  `${COMPLAINT_DETAIL_PATH}?${new URLSearchParams({ id_complain: String(complaintId) })}`;

/** The add pages' chosen order (the same parameter as the order page's). */
export const ORDER_FIELD = "id_transaksi";
/** The add pages' order search (a GET form); one match leads to `?id_transaksi=`. */
export const ORDER_SEARCH_FIELD = "pesanan";
export const PRODUCT_FIELD = "produk";
export const STAR_FIELD = "bintang";
export const NOTES_FIELD = "komentar";
export const DESCRIPTION_FIELD = "keterangan";

export const REVIEW_LIMITS = { starMax: 5, notesMin: 5, notesMax: 255, media: 3 } as const;
/** 001 §5 states no maximum of proof files; the host takes up to 5 and descriptions up to 2000 characters. */
export const COMPLAINT_LIMITS = { descriptionMax: 2000, proof: 5 } as const;

/** One file input per slot, so that a refused file's message sits beside its own slot. */
export const REVIEW_MEDIA_FIELDS = Array.from({ length: REVIEW_LIMITS.media }, (_, i) => `media${i + 1}`);
export const COMPLAINT_PROOF_FIELDS = Array.from(
  { length: COMPLAINT_LIMITS.proof },
  (_, i) => `bukti${i + 1}`,
);

/** 001 §9: the review list shows one review per page; complaint texts are cut at 100 characters. */
export const REVIEW_PAGE_SIZE = 1;
export const COMPLAINT_PREVIEW_LENGTH = 100;

export const FEEDBACK_TEXTS = {
  star: "Bintang wajib diisi",
  notesMin: "Minimal Komentar berisi sebanyak 5 huruf",
  notesMax: "Maksimal Komentar berisi sebanyak 255 huruf",
  order: "ID Pesanan Wajib diisi",
  product: "Produk Wajib Dipilih",
  description: "Keterangan Komplain wajib diisi",
  /** The host's text; the textarea's maxLength keeps browsers from getting there. */
  descriptionMax: "Keterangan Komplain maksimal 2000 karakter",
  proof: "Bukti wajib diisi",
  noOrders: "Mohon Maaf Belum Ada Data.",
  noProducts: "Mohon Maaf tidak terdapat produk yang dapat di ulas pada ID pesanan diatas",
  reviewSaved: "Data anda telah berhasil disimpan",
  complaintSent: "Komplain Anda Berhasil dikirim",
  noReviews: "Anda belum memilliki Ulasan",
  noComplaints: "Anda belum memilliki Komplain",
  noAnswer: "-",
  readMore: "Lanjutkan Baca",
  readLess: "Tutup",
} as const;

/** 001 §8: the host's duplicate-complaint text, shown in the spec's words for where it happened. */
const DUPLICATE_COMPLAINT = "You already make complaint with this transaction";
const DUPLICATE_TEXTS = {
  page: "Anda Sudah melakukan komplain pada produk didalam invoice ini",
  tab: "Anda Sudah melakukan komplain pada produk didalam invoice yang anda pilih",
} as const;

/** A complaint refusal as the buyer reads it: the duplicate one in Indonesian, others as sent. */
export function complaintRefusalText(message: string, where: keyof typeof DUPLICATE_TEXTS): string {
  return message.trim() === DUPLICATE_COMPLAINT ? DUPLICATE_TEXTS[where] : message;
}

/** 001 §2: the rating of the Detail modal as a number with one decimal ("4.0"). */
export const ratingText = (star: number) => star.toFixed(1);

/** 001 §9: the complaint list's preview: the first 100 characters, and whether text was cut. */
export function previewOf(text: string, length = COMPLAINT_PREVIEW_LENGTH) {
  const characters = Array.from(text);
  return characters.length <= length
    ? { preview: text, cut: false }
    : { preview: characters.slice(0, length).join(""), cut: true };
}
