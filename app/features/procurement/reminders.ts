// Year-end reminders (the SPJ): from November on (WITA), the dashboard lists the current fiscal
// year's orders not yet paid, not yet received, or with a receipt record that lacks a document,
// each with the tab where the buyer acts. Pure, with `now` passed in, so tests choose the day.
import type { DateInput } from "~/lib/format-date";
import { isPaid, isStatus } from "~/features/orders/status";
import type { TabId } from "~/features/orders/tabs";
import { missingDocuments, receivedShare, type OrderFacts } from "./figures";
import { fiscalYear, witaYearMonth } from "./period";

/** The month (WITA) from which the year's open orders are reminded of. */
export const REMINDER_FROM_MONTH = 11;

export type Reminder = {
  id: number;
  invoice: string;
  status: string;
  /** Where the buyer acts on it. */
  tab: TabId;
  /** The missing documents' labels (documents reminders only). */
  missing: string[];
};

export type YearEndReminders = {
  year: string;
  unpaid: Reminder[];
  unreceived: Reminder[];
  documents: Reminder[];
};

/** The fiscal year whose end is near, or null before November (WITA). */
export function reminderYear(now: DateInput): string | null {
  const { year, month } = witaYearMonth(now);
  return Number(month) >= REMINDER_FROM_MONTH ? year : null;
}

/**
 * Where an unpaid order moves on: the running negotiation, the budget data awaited on Detail
 * Pesanan (or the administrator's documents after `confirm`), else the payment tab.
 */
function unpaidTab(status: string): TabId {
  if (isStatus(status, "pending")) return "negosiasi";
  if (isStatus(status, "confirmed") || isStatus(status, "confirm")) return "detail";
  return "pembayaran";
}

/** The reminders of `now`'s fiscal year, newest order first; null before November. */
export function yearEndReminders(orders: readonly OrderFacts[], now: DateInput): YearEndReminders | null {
  const year = reminderYear(now);
  if (year === null) return null;
  const open = orders
    .filter((order) => fiscalYear(order) === year && !isStatus(order.status, "cancel"))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const reminder = (order: OrderFacts, tab: TabId, missing: string[] = []): Reminder => ({
    id: order.id,
    invoice: order.invoice,
    status: order.status,
    tab,
    missing,
  });
  return {
    year,
    unpaid: open
      .filter((order) => !isPaid(order.status))
      .map((order) => reminder(order, unpaidTab(order.status))),
    unreceived: open
      .filter((order) => isPaid(order.status) && receivedShare(order) < 1)
      .map((order) => reminder(order, "penerimaan")),
    documents: open.flatMap((order) => {
      const missing = missingDocuments(order).map(({ label }) => label);
      return missing.length > 0 ? [reminder(order, "penerimaan", missing)] : [];
    }),
  };
}

/**
 * The orders a reminder may concern: made this year or last (an order on this year's budget is
 * made late last year at the earliest), so the dashboard reads no older order.
 */
export function mayConcern(createdAt: string, year: string): boolean {
  return Number(witaYearMonth(createdAt).year) >= Number(year) - 1;
}
