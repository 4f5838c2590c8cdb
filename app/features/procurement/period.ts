// The fiscal year and month an order belongs to, as days in WITA (decision 0009). Server-side:
// it formats with date-fns, which pages showing these figures must not ship.
import { witaDayStamp, type DateInput } from "~/lib/format-date";
import type { OrderFacts } from "./figures";

/** "2026" and "11": the year and month of a moment in WITA. */
export function witaYearMonth(value: DateInput): { year: string; month: string } {
  const stamp = witaDayStamp(value);
  return { year: stamp.slice(0, 4), month: stamp.slice(4, 6) };
}

/**
 * An order's fiscal year: its budget data's tahun_anggaran, else the year it was ordered in
 * (an Indonesian fiscal year is the calendar year).
 */
export function fiscalYear(order: Pick<OrderFacts, "budget" | "createdAt">): string {
  return order.budget?.year || witaYearMonth(order.createdAt).year;
}

/** The SPJ's period: a fiscal year, or one month (1-12, WITA) of the orders made in it. */
export type Period = { year: string; month: number | null };

export function inPeriod(order: Pick<OrderFacts, "budget" | "createdAt">, period: Period): boolean {
  if (fiscalYear(order) !== period.year) return false;
  return period.month === null || Number(witaYearMonth(order.createdAt).month) === period.month;
}
