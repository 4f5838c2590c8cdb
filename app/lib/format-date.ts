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

// WITA has been UTC+8 without daylight saving since 1945, so a later time is read off the UTC
// clock 8 hours on. TZDate and date-fns's format cost about 35 µs a date on the server, where the
// Log tab formats one per entry and the order list one per order (issue 32); older times keep them.
const WITA_OFFSET_MS = 8 * 60 * 60 * 1000;
const FIXED_OFFSET_SINCE = Date.UTC(1946, 0, 1);
type Month = Parameters<typeof idLocale.localize.month>[0];
const monthNames = (width: "wide" | "abbreviated") =>
  Array.from({ length: 12 }, (_, month) => idLocale.localize.month(month as Month, { width }));
const MONTHS_WIDE = monthNames("wide");
const MONTHS_ABBREVIATED = monthNames("abbreviated");
const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** The date-fns tokens the shop's patterns use, from the WITA clock's fields. */
function fixedOffsetFormat(time: number, pattern: string): string {
  const wita = new Date(time + WITA_OFFSET_MS);
  const hours = wita.getUTCHours();
  const month = wita.getUTCMonth();
  const period = idLocale.localize.dayPeriod(hours < 12 ? "am" : "pm", { width: "abbreviated" });
  const fields: Record<string, string> = {
    yyyy: String(wita.getUTCFullYear()),
    MMMM: MONTHS_WIDE[month],
    MMM: MONTHS_ABBREVIATED[month],
    MM: twoDigits(month + 1),
    dd: twoDigits(wita.getUTCDate()),
    HH: twoDigits(hours),
    hh: twoDigits(hours % 12 || 12),
    mm: twoDigits(wita.getUTCMinutes()),
    ss: twoDigits(wita.getUTCSeconds()),
    aaa: period.toLowerCase(),
    a: period,
  };
  return pattern.replace(/yyyy|MMMM|MMM|MM|dd|HH|hh|mm|ss|aaa|a/g, (token) => fields[token]);
}

function inWita(value: DateInput, pattern: string): string {
  const date = toDate(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return "";
  if (time >= FIXED_OFFSET_SINCE) return fixedOffsetFormat(time, pattern);
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
