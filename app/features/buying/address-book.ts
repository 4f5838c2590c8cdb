// The address book's own states in its address (its list state is ~/lib/list-query's).
/** The list after a successful edit: it opens under the 'Selamat' dialog (000 §4). */
export const UPDATED_PARAM = "diperbaharui";
export const UPDATED_HREF = `/profil/alamat?${UPDATED_PARAM}=1`;

/** The answer's name for the address form (its save and its region steps alike); here, not
 *  beside the zod schema, so the form's browser code does not pull zod in. */
export const ADDRESS_FORM = "alamat";
