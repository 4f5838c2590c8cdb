// Day rules both halves apply alike (issue 20 item 4): a date field holds a real calendar day
// (2026-11-31 and 2026-02-30 are not days), compared with today in WITA (Asia/Makassar, UTC+8
// all year), whatever the server's zone. Days are `YYYY-MM-DD` strings, so they compare as text.

import type { RefinementCtx } from "zod";

const WITA_OFFSET_MS = 8 * 3600_000;

export const RECEIVED_NOT_A_DAY = "Tanggal Diterima tidak valid";
export const RECEIVED_IN_FUTURE = "Tanggal Diterima tidak boleh melebihi hari ini";
export const RECEIVED_BEFORE_SHIPPING = "Tanggal Diterima tidak boleh sebelum tanggal kirim";
export const BIRTHDATE_NOT_A_DAY = "Tanggal lahir tidak valid";
export const BIRTHDATE_NOT_PAST = "Tanggal lahir harus sebelum hari ini";

/** True for a `YYYY-MM-DD` that names a day of the calendar (month 1-12, day within the month). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The WITA calendar day of an instant. */
export function witaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + WITA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Why a received date is refused, or null: a real day, not after today, not before the shipment. */
export function receivedDateError(
  value: string,
  { today = witaDay(), shippedOn }: { today?: string; shippedOn?: string | null } = {},
): string | null {
  if (!isCalendarDay(value)) return RECEIVED_NOT_A_DAY;
  if (value > today) return RECEIVED_IN_FUTURE;
  if (shippedOn && value < shippedOn.slice(0, 10)) return RECEIVED_BEFORE_SHIPPING;
  return null;
}

/** Why a birthdate is refused, or null: a real day before today. */
export function birthdateError(value: string, today: string = witaDay()): string | null {
  if (!isCalendarDay(value)) return BIRTHDATE_NOT_A_DAY;
  return value < today ? null : BIRTHDATE_NOT_PAST;
}

/** A zod refinement from one of these rules (both halves validate with zod): its message is the issue. */
export const dayRule =
  (rule: (value: string) => string | null) =>
  (value: string, ctx: RefinementCtx): void => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: "custom", message });
  };
