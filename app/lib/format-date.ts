// Time as the buyer reads it: Indonesian month names and WITA (Asia/Makassar) clock times
// whatever the server's or browser's time zone.
import { TZDate } from "@date-fns/tz";
import { format as formatDateFns } from "date-fns";
import { id as idLocale } from "date-fns/locale";

export const WITA = "Asia/Makassar";

export type DateInput = Date | string | number;

/**
 * Reads a host timestamp. Strings without an offset ("2026-11-22 04:35:00") are UTC,
 * the host's storage zone.
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === "number") return new Date(value);
  const plain = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value);
  return new Date(plain ? `${value.replace(" ", "T")}Z` : value);
}

function inWita(value: DateInput, pattern: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  return formatDateFns(new TZDate(date, WITA), pattern, { locale: idLocale });
}

/** "22 November 2026" (the date in WITA). */
export function formatDate(value: DateInput): string {
  return inWita(value, "dd MMMM yyyy");
}

/** "20261122": the WITA day as a file name's stamp (the .xlsx export). */
export function witaDayStamp(value: DateInput = Date.now()): string {
  return inWita(value, "yyyyMMdd");
}

/** "22 November 2026 12:35:00 WITA": deadlines and logs. */
export function formatDateTimeWita(value: DateInput): string {
  const text = inWita(value, "dd MMMM yyyy HH:mm:ss");
  return text && `${text} WITA`;
}

/** "22 November 2026 12:35:00 PM": review times (001 'DD MMMM YYYY hh:mm:ss A'). */
export function formatReviewTime(value: DateInput): string {
  return inWita(value, "dd MMMM yyyy hh:mm:ss a").replace(/ (am|pm)$/i, (m) => m.toUpperCase());
}

/**
 * "Des 05, 2026 | 14:07 pm": chat message times (000 §2 'MMM DD, YYYY | HH:mm am/pm'),
 * taken as written: a 24-hour clock followed by am/pm.
 */
export function formatChatTime(value: DateInput): string {
  return inWita(value, "MMM dd, yyyy | HH:mm aaa");
}
