// The product page's buy form ("Tambah ke Keranjang"): its name, texts and answer, shared by the
// page and its action. Browser-safe and zod-free (the page's first-load budget).
import type { FormAnswer } from "~/lib/forms/answer";

/** The form's id and its answer's name (FormAnswer): its quantity's id is `keranjang-qty`. */
export const BUY_FORM = "keranjang";

/** A product without stock cannot go into a cart, for buyers and guests alike. */
export const OUT_OF_STOCK = "Stok habis";
/** A deactivated product (000: status 'disabled') cannot go into a cart either. */
export const DISABLED_TEXT = "Produk dinonaktifkan";
/** The title of the dialog that says why the product did not go into the cart. */
export const NOT_ADDED_TITLE = "Gagal";

/**
 * What the buy form's post answers: added (200, the page's success dialog), or the form again
 * (FormAnswer): 400 for its own errors (the quantity), 422 for the host's refusal, the busy
 * host's status with Retry-After.
 */
export type BuyAnswer = { added: true } | FormAnswer;
