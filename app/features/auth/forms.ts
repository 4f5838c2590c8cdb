// The sign-in pages' form ids, shared by each page and its action: the answer names its form by
// it (FormAnswer) and the fields' ids are `${id}-${name}` (answerFields). Browser-safe.
export const LOGIN_FORM = "masuk";
export const REGISTER_FORM = "daftar";
export const FORGOT_FORM = "lupa-password";
export const RESET_FORM = "reset-password";

/** Never sent back to the page with a refusal. */
export const PASSWORDS = ["password", "password_confirmation"];
