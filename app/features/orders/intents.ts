// The order page's own intents, the values of its forms' submit buttons and the names of their
// answers. Zod-free, so that a button naming one does not bring zod into the page; the budget
// form's two are also a schema (./intent-schemas).

export const REORDER_INTENT = "beli-lagi";
export const SPK_INTENT = "spk";
/** Without JS, a role change posts the budget form to re-render it with that role's person cleared. */
export const SPK_ROLE_INTENT = "spk-role";
export const NEGO_INTENT = "nego";
export const ONGKIR_INTENT = "ongkir";
