// What an error page says for each status (the friendly Indonesian page, ErrorPage; a download's
// failure page, download-failure.server; an order tab's error). Pure and browser-safe.
const MESSAGES: Record<number, { title: string; text: string }> = {
  400: {
    title: "Permintaan tidak valid",
    text: "Data yang dikirim tidak dapat dibaca. Muat ulang halaman lalu coba lagi.",
  },
  403: {
    title: "Akses ditolak",
    text: "Permintaan Anda tidak dapat diproses. Muat ulang halaman lalu coba lagi.",
  },
  404: { title: "Halaman tidak ditemukan", text: "Halaman yang Anda cari tidak ada atau sudah dipindahkan." },
  405: {
    title: "Permintaan tidak didukung",
    text: "Halaman ini tidak menerima kiriman formulir. Buka halamannya lalu coba lagi dari sana.",
  },
  413: {
    title: "Data terlalu besar",
    text: "Data atau file yang dikirim jauh melebihi batas ukuran (foto dan dokumen paling besar 2 MB, video 50 MB). Perkecil filenya, misalnya foto dengan resolusi lebih kecil atau PDF hasil pindai, lalu buka formulirnya dan kirim lagi.",
  },
  415: {
    title: "Jenis data tidak didukung",
    text: "Formulir ini hanya menerima data dari halaman toko. Muat ulang halaman lalu coba lagi.",
  },
  502: {
    title: "Layanan sedang bermasalah",
    text: "Server toko memberikan jawaban yang tidak dapat diproses. Silakan coba beberapa saat lagi.",
  },
  503: {
    title: "Layanan sedang tidak tersedia",
    text: "Server toko sedang sibuk atau tidak dapat dihubungi. Silakan coba beberapa saat lagi.",
  },
  504: {
    title: "Layanan terlalu lama merespons",
    text: "Server toko tidak menjawab tepat waktu. Silakan muat ulang halaman ini.",
  },
};

const FALLBACK = {
  title: "Terjadi kesalahan",
  text: "Maaf, terjadi kesalahan pada sistem. Silakan coba lagi.",
};

/** The error page's heading and text for a status. */
export const errorMessage = (status: number) => MESSAGES[status] ?? FALLBACK;

/** The error page's heading, also its document title. */
export const errorTitle = (status: number) => errorMessage(status).title;
