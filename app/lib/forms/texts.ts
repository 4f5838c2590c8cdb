// The spec's texts that more than one area shows (000 §8, 001 §2 and §8), written once so a
// test, a dialog and an action quote the same words.

/** 001's title for every refusal modal (errorajukannego, errorconfirmnego, errorbukti, ...). */
export const REFUSAL_TITLE = "Ooppsss";
/** 000 §8's title for a refused address create (and the other storefront forms' refusals). */
export const STORE_REFUSAL_TITLE = "Ooops";
/** 001 §8: an empty counter-offer or confirmation (the errorkosong modal). */
export const EMPTY_DATA = "mohon untuk mengisi data terlebih dahulu";
/** 000 §8, 001 §2: the overlay while a form is sent. */
export const BUSY_TEXT = "Mohon tunggu, data sedang diproses";
/** The title of a success modal. */
export const SUCCESS_TITLE = "Berhasil";
/** 000 §8 dialog texts. */
export const SAVED = "Data berhasil disimpan";
export const ADDRESS_ADDED = "Alamat berhasil ditambahkan";
export const PRODUCT_ADDED = "Produk berhasil ditambahkan";
/** 000 §4: after a cart line is deleted. */
export const PRODUCT_DELETED = "Produk berhasil dihapus";
/** The button that closes a result modal: 001's order modals say 'Oke', the other dialogs 'OK'. */
export const OKE = "Oke";
export const OK = "OK";
