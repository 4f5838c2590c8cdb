// The address book's address and its delete form, for the page and its action. Browser-safe.

/** The address book (000 §4). */
export const ADDRESS_BOOK = "/profil/alamat";

/** The delete confirmation's form: its intent names the answer (FormAnswer), its id the form. */
export const DELETE_ADDRESS_INTENT = "delete";
export const DELETE_ADDRESS_FORM = "hapus-alamat";

/** A delete naming no address (a forged or broken post). */
export const NO_SUCH_ADDRESS = "Data tidak ditemukan";
