// The dashboard's year-end reminders: nothing is read before November (WITA); from then on, the
// facts of the orders made this year or last (the shared, bounded cache of ./facts.server).
import type { AdminClient } from "~/lib/admin/client.server";
import { nullOnAdminError } from "~/lib/forms/host-answer.server";
import type { DateInput } from "~/lib/format-date";
import { loadOrderFacts } from "./facts.server";
import { mayConcern, reminderYear, yearEndReminders, type YearEndReminders } from "./reminders";

export async function loadYearEndReminders(
  admin: AdminClient,
  userId: number,
  now: DateInput = Date.now(),
): Promise<YearEndReminders | null> {
  const year = reminderYear(now);
  if (year === null) return null;
  // 001 §8: a list that fails to load is silent; a host that is down still gives its error page.
  const facts = await loadOrderFacts(admin, userId, {
    only: (item) => mayConcern(item.created_at, year),
  }).catch(nullOnAdminError);
  return facts && yearEndReminders(facts, now);
}
