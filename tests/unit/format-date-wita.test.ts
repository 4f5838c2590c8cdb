import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { id } from "date-fns/locale";
import { describe, expect, it } from "vitest";
import {
  formatChatTime,
  formatDate,
  formatDateTimeWita,
  formatReviewTime,
  WITA,
  witaDayStamp,
} from "~/lib/format-date";

// Since 1946 the formatters read WITA off the UTC clock (a fixed UTC+8): what they write must be
// what date-fns writes in Asia/Makassar, in every month, at every hour, on both sides of noon
// and midnight, and before 1946 (other offsets) they still go through date-fns.
const reference = (time: number, pattern: string) => format(new TZDate(time, WITA), pattern, { locale: id });

const times: number[] = [Date.UTC(1946, 0, 1), Date.UTC(1945, 11, 31, 15, 59, 59), Date.UTC(1930, 5, 1, 12)];
for (let step = 0; step < 2000; step++)
  times.push(Date.UTC(1946, 0, 1) + step * 1_987_654_321 + step * 3_600_017);

describe("WITA formatters against date-fns in Asia/Makassar", () => {
  it("write the same text for times from 1930 to 2071", () => {
    for (const time of times) {
      const at = new Date(time).toISOString();
      expect(formatDate(time), at).toBe(reference(time, "dd MMMM yyyy"));
      expect(witaDayStamp(time), at).toBe(reference(time, "yyyyMMdd"));
      expect(formatDateTimeWita(time), at).toBe(`${reference(time, "dd MMMM yyyy HH:mm:ss")} WITA`);
      expect(formatReviewTime(time), at).toBe(reference(time, "dd MMMM yyyy hh:mm:ss a"));
      expect(formatChatTime(time), at).toBe(reference(time, "MMM dd, yyyy | HH:mm aaa"));
    }
  });

  it("keep the offset Makassar had before 1946", () => {
    // 1942-1945 was UTC+9 there: 15:30 UTC was already the next day.
    expect(formatDateTimeWita(Date.UTC(1943, 2, 1, 15, 30))).toBe("02 Maret 1943 00:30:00 WITA");
  });
});
