import { Link, useLocation } from "@remix-run/react";

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

/** A busy or slow host: the same page may well answer a moment later. */
const RETRYABLE = new Set([502, 503, 504]);
/** A form sent with too large a file: the same address shows the form again (a plain GET). */
const FORM_AGAIN = 413;

/** The friendly Indonesian error page; never shows a stack trace. A busy host's page offers
 *  'Coba lagi', a refused large upload 'Kembali ke formulir': a plain link (a fresh GET, also
 *  without JS) to the page the buyer was on. */
export function ErrorPage({ status }: { status: number }) {
  const { title, text } = errorMessage(status);
  const { pathname, search } = useLocation();
  const again = RETRYABLE.has(status) || status === FORM_AGAIN;
  return (
    <section className="error-page">
      <p className="error-code">{status}</p>
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="error-actions">
        {again ? (
          <a href={`${pathname}${search}`} role="button">
            {status === FORM_AGAIN ? "Kembali ke formulir" : "Coba lagi"}
          </a>
        ) : null}
        <Link to="/" role="button" className={again ? "secondary" : undefined}>
          Kembali ke Beranda
        </Link>
      </p>
    </section>
  );
}
