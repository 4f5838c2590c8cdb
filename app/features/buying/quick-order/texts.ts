// Pesan Cepat (issue 33): its address, bounds and texts. The spec has no quick order; where the
// cart already says something (000 §4, §5, §8) these quote it, the rest is written here once.
// Browser-safe: the page and the server read the same words and limits.
import type { FileRule } from "~/lib/upload-rules";
import { formatCount } from "~/lib/format";

/** Products per quick order, after lines naming the same product were joined. */
export const MAX_LINES = 100;
/** The host searches names of at most 100 characters (docs/admin-api.md, product/filter). */
export const ASK_MAX_LENGTH = 100;
/** The host's largest cart quantity (docs/admin-api.md, Cart). */
export const MAX_QTY = 100_000;
/** Candidates shown for a name: the first page of the host's search. */
export const MAX_CANDIDATES = 12;

/** An uploaded list: a workbook of at most 1 MB (the shop's own quotation is about 10 kB). */
export const QUICK_ORDER_FILE_RULE: FileRule = {
  kinds: ["spreadsheet"],
  badType: "Format berkas hanya .xlsx (Excel)",
  maxBytes: 1_000_000,
  tooBig: "Ukuran berkas .xlsx lebih dari 1 MB",
};

export const TEXT = {
  title: "Pesan Cepat",
  intro:
    "Tempel daftar produk, satu produk per baris: ID atau nama produk, titik koma, lalu jumlah. Atau unggah berkas .xlsx: Cetak Penawaran (.xlsx) dari keranjang atau Unduh Excel dari Daftar Transaksi.",
  listLabel: "Daftar produk",
  listHint: `Contoh: "12; 5" atau "Kertas HVS A4 70 gram; 2". Paling banyak ${MAX_LINES} produk; jumlah kosong berarti 1.`,
  fileLabel: "Berkas .xlsx (opsional)",
  fileHint: "Kolom ID Produk (atau Produk) dan Jumlah dibaca dari setiap lembar.",
  read: "Lihat Pratinjau",
  back: "Kembali ke Keranjang",
  previewTitle: "Pratinjau Pesan Cepat",
  previewIntro:
    "Periksa setiap baris: pilih produk yang dimaksud bila ada beberapa, ubah jumlahnya bila perlu. Produk masuk ke keranjang hanya bila semua baris dapat ditambahkan.",
  add: "Tambah ke Keranjang",
  update: "Perbarui",
  dropProblems: "Hapus baris bermasalah",
  edit: "Ubah daftar",
  remove: "Hapus",
  ready: "Siap",
  chooseLegend: "Beberapa produk cocok, pilih satu:",
  more: "Masih ada produk lain yang cocok; tulis nama lebih lengkap bila yang dimaksud tidak ada.",
  tooVague: "Terlalu banyak produk yang cocok dengan nama ini; tulis ID produknya.",
  /** 000 §2: the empty result text of the catalogue. */
  notFound: "Produk tidak ditemukan ..",
  nothing: "Tempel daftar produk atau pilih berkas .xlsx terlebih dahulu.",
  tooLarge: `Teks atau berkas terlalu besar. Pesan cepat menerima paling banyak ${MAX_LINES} produk sekaligus dan berkas .xlsx paling besar 1 MB; bagi daftar menjadi beberapa kali pesan.`,
  chooseOne: "Pilih salah satu produk",
  askEmpty: "ID atau nama produk belum diisi",
  askTooLong: `Nama produk terlalu panjang (paling banyak ${ASK_MAX_LENGTH} karakter)`,
  format: "Format baris: ID atau nama produk; jumlah",
  /** The product page's word for a product without stock. */
  outOfStock: "Stok habis",
  /** The host's quantity messages (docs/admin-api.md, Cart); the negative one is 000 §5's. */
  qtyNotNumber: "Jumlah harus berupa angka",
  qtyMin: "Jumlah minimal 1",
  qtyTooBig: "Jumlah terlalu besar",
  refusedTitle: "Belum ada produk yang ditambahkan",
  nothingAdded: "Tidak ada produk yang ditambahkan ke keranjang.",
  addedTitle: "Produk berhasil ditambahkan",
} as const;

/** Refused whole: more products than a quick order takes. */
export const tooManyLines = (count: number) =>
  `Pesan cepat menerima paling banyak ${MAX_LINES} produk sekaligus; daftar ini berisi ${formatCount(count)} produk. Bagi daftar menjadi beberapa kali pesan.`;

/** After the add: how many products went in. */
export const addedMessage = (count: number) =>
  `${formatCount(count)} produk dari Pesan Cepat masuk ke keranjang.`;

/** Some products stayed in the cart although the add as a whole failed: say which. */
export const leftoversMessage = (names: readonly string[]) =>
  `Produk berikut sudah masuk ke keranjang dan tidak dapat dikeluarkan lagi: ${names.join(", ")}. Periksa keranjang Anda.`;

/** 000 §5: the quantity in the cart plus the new one would exceed the stock (the host's own text). */
export const overStock = (inCart: number) =>
  `Kamu telah memasukan ${inCart} barang ke dalam keranjang, kamu tidak bisa menambah jumlah barang di keranjang karena telah melebihi batas pembelian`;
