// The abuse limits of the anonymous forms (issue 9): their figures and the Indonesian answer
// that says when to try again. Counting lives in throttle.server.ts.

/** A fixed window: `points` events per `seconds`; `blockSeconds` (when given) starts at the last one. */
export type Limit = { points: number; seconds: number; blockSeconds?: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  /** Wrong passwords for one account from one address in a row: blocked 15 minutes; a success resets it. */
  signInAccountAddress: { points: 5, seconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  /** Wrong passwords for one account from any address (guessing spread over many addresses). */
  signInAccount: { points: 30, seconds: HOUR },
  /** Wrong passwords from one address, whatever the account. */
  signInAddress: { points: 100, seconds: DAY },
  /** Password-reset mails asked from one address. */
  passwordReset: { points: 10, seconds: HOUR },
  /** Registrations sent from one address. */
  registration: { points: 10, seconds: HOUR },
} as const satisfies Record<string, Limit>;

export type ThrottledForm = "signIn" | "passwordReset" | "registration";

const WHAT: Record<ThrottledForm, string> = {
  signIn: "Terlalu banyak percobaan masuk.",
  passwordReset: "Terlalu banyak permintaan atur ulang kata sandi.",
  registration: "Terlalu banyak percobaan pendaftaran.",
};

/** "dalam 15 menit" up to an hour, then "dalam 3 jam" (rounded up: never sooner than true). */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / MINUTE));
  return minutes <= 60 ? `${minutes} menit` : `${Math.ceil(seconds / HOUR)} jam`;
}

/** The refusal shown above the form, e.g. 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.' */
export function tooManyMessage(form: ThrottledForm, retryAfterSeconds: number): string {
  return `${WHAT[form]} Coba lagi dalam ${waitText(retryAfterSeconds)}.`;
}
