/** The catalogue's empty-result and missing-product text (000 §2, §8). */
export const NOT_FOUND_TEXT = "Produk tidak ditemukan ..";
