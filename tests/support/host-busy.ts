// A host that answers 429: the storefront's words and the Retry-After the fault asks for.
export const BUSY = "Server toko sedang sibuk atau tidak dapat dihubungi.";
export const RETRY_AFTER = "7"; // what the host's error429 fault asks for
/** A product of the demo catalogue without a promo. */
export const BUSY_PRODUCT = 12;
/** A form the busy host refused: nothing was sent. */
export const ACCOUNT_BUSY =
  "Server toko sedang sibuk atau tidak dapat dihubungi. Data Anda belum terkirim, silakan coba lagi beberapa saat lagi.";
/** Said after ACCOUNT_BUSY when a page rendered again cannot refill a file input. */
export const FILES_AGAIN = "Silakan pilih berkas lagi.";
