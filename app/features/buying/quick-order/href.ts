// Pesan Cepat's address alone: the cart links here without carrying the quick order's texts.
export const QUICK_ORDER_PATH = "/keranjang-belanja/pesan-cepat";
