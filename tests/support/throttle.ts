// The sign-in limit as the spec words it, for the browser and the HTTP tests of it.
export const SIGN_IN_BLOCKED = "Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.";
/** Wrong passwords in a row (one account, one address) before sign-in is refused. */
export const IN_A_ROW = 5;
