// A host that answers 429: the storefront's words and the Retry-After the fault asks for.
export const BUSY = "Server toko sedang sibuk atau tidak dapat dihubungi.";
export const RETRY_AFTER = "7"; // what the host's error429 fault asks for
/** A product of the demo catalogue without a promo. */
export const BUSY_PRODUCT = 12;
