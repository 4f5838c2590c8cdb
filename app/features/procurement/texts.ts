// The procurement file's texts (Indonesian, shown to the buyer), and what each figure means: the
// same definitions ./figures computes, for the page, its print view and the .xlsx's notes.

export const TITLE = "Realisasi Anggaran";
export const UNBUDGETED_TITLE = "Belum ada data anggaran";
export const UNBUDGETED_TEXT =
  "Pesanan berikut belum memiliki data anggaran (SPK), sehingga belum dihitung pada tahun anggaran mana pun. Data anggaran diisi saat pesanan dikonfirmasi.";
export const EMPTY_TEXT = "Belum ada pesanan dengan data anggaran untuk pilihan ini.";
export const EMPTY_SPJ_TEXT = "Tidak ada pesanan pada periode SPJ yang dipilih.";
export const FRESHNESS_TEXT =
  "Angka dihitung dari pesanan Anda setiap kali halaman dibuka; catatan penerimaan yang baru disimpan tampil paling lambat satu menit kemudian.";

/** The figures in table order, with their column names. */
export const FIGURE_LABELS = {
  pagu: "Pagu",
  ordered: "Dipesan",
  agreed: "Disepakati",
  paid: "Dibayar",
  received: "Diterima",
  left: "Sisa Pagu",
} as const;

/** What each figure counts, in the terms of the order statuses the buyer sees on each order. */
export const FIGURE_MEANINGS: { label: string; meaning: string }[] = [
  {
    label: FIGURE_LABELS.pagu,
    meaning:
      "Pagu anggaran paket pekerjaan seperti tertulis pada data anggaran pesanan terbaru di paket itu. Bila pesanan-pesanan dalam satu paket menyebut pagu yang berbeda, semua nilainya ditampilkan.",
  },
  {
    label: FIGURE_LABELS.ordered,
    meaning:
      "Total tagihan (termasuk PPN dan ongkos kirim) setiap pesanan yang tidak dibatalkan (Cancel). Pesanan yang masih dinegosiasikan (Pending) dihitung dengan penawaran terakhirnya.",
  },
  {
    label: FIGURE_LABELS.agreed,
    meaning:
      "Total tagihan pesanan yang harganya sudah disepakati dan dikonfirmasi: status Confirmed, Confirm, Document, Pending Payment, Payment Prosess, Payment Expired, Payment Failed, dan semua status sesudah dibayar. Tidak termasuk Pending (masih negosiasi) dan Cancel.",
  },
  {
    label: FIGURE_LABELS.paid,
    meaning:
      "Total tagihan pesanan yang pembayarannya sudah diterima penjual: status Paid, Process, Processed, Partial Delivery dan Shipped.",
  },
  {
    label: FIGURE_LABELS.received,
    meaning:
      "Bagian total tagihan yang sebanding dengan nilai barang yang sudah dicatat diterima di tab Penerimaan (unit diterima × harga satuan yang disepakati). Pesanan yang seluruh unitnya sudah diterima dihitung penuh.",
  },
  {
    label: FIGURE_LABELS.left,
    meaning:
      "Pagu dikurangi nilai Dipesan: yang masih dapat dipesan, karena setiap pesanan yang tidak dibatalkan masih dapat dibayar. Nilai negatif berarti pesanan melebihi pagu.",
  },
];

export const GROUPING_TEXT =
  "Pesanan dikelompokkan menurut tahun anggaran, sumber dana, kode rekening dan nama paket pekerjaan seperti diisi pada data anggaran; huruf besar/kecil dan spasi berlebih tidak membedakan kelompok.";

export const OVER_PAGU = "melebihi pagu";

/** A column of amounts in rupiah: "Pagu (Rp)", its cells as grouped digits (`amount`). */
export const inRupiah = (label: string) => `${label} (Rp)`;

export const MONTHS = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
] as const;
