// The profile edit page's address and its URL states (001 §2): the password modal and the two
// success dialogs.
export const EDIT_PATH = "/profil/sunting-profil";
export const PASSWORD_MODAL = `${EDIT_PATH}?modal=sandi`;
export const savedHref = (what: "profil" | "sandi") => `${EDIT_PATH}?berhasil=${what}`;
