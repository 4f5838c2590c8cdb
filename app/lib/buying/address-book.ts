// The address book's own states in its address (its list state is ~/lib/list-query's).
/** The list after a successful edit: it opens under the 'Selamat' dialog (000 §4). */
export const UPDATED_PARAM = "diperbaharui";
export const UPDATED_HREF = `/profil/alamat?${UPDATED_PARAM}=1`;
