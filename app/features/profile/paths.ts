// The account area's addresses that code refers to (001 §2): the dashboard, the profile edit page
// and its URL states (the password modal and the two success dialogs).
export const DASHBOARD_PATH = "/profil/beranda";
export const EDIT_PATH = "/profil/sunting-profil";
export const PASSWORD_MODAL = `${EDIT_PATH}?modal=sandi`;
export const savedHref = (what: "profil" | "sandi") => `${EDIT_PATH}?berhasil=${what}`;
