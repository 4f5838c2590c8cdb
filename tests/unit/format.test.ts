import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCount, formatRating, formatRupiah } from "~/lib/format";
import { formatDate, formatDateTimeWita, formatReviewTime, toDate, witaDayStamp } from "~/lib/format-date";

describe("formatRupiah", () => {
  it("groups thousands with dots and prefixes 'Rp. '", () => {
    expect(formatRupiah(1250000)).toBe("Rp. 1.250.000");
    expect(formatRupiah(0)).toBe("Rp. 0");
    expect(formatRupiah(999)).toBe("Rp. 999");
  });
  it("rounds to whole rupiah and reads numeric strings", () => {
    expect(formatRupiah(1000.6)).toBe("Rp. 1.001");
    expect(formatRupiah("2500000")).toBe("Rp. 2.500.000");
  });
  it("keeps the sign of negative amounts and treats garbage as 0", () => {
    expect(formatRupiah(-15000)).toBe("-Rp. 15.000");
    expect(formatRupiah("abc")).toBe("Rp. 0");
    expect(formatRupiah(null)).toBe("Rp. 0");
  });
});

describe("counts and ratings", () => {
  it("groups counts the Indonesian way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(964)).toBe("964");
    expect(formatCount(1250000)).toBe("1.250.000");
  });

  it("shows a rating with at most one decimal, comma-separated", () => {
    expect(formatRating(5)).toBe("5");
    expect(formatRating(4.25)).toBe("4,3");
    expect(formatRating(3.5)).toBe("3,5");
  });
});

describe("hand-made grouping matches Intl's id-ID", () => {
  // The formatters skip Intl in the browser (its first use costs a hydrating page 20-30 ms);
  // every value must still read exactly as Intl.NumberFormat("id-ID") writes it.
  const whole = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
  const tenth = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 });
  const samples = [
    0,
    1,
    9,
    10,
    999,
    1000,
    1001,
    12345,
    999999,
    1000000,
    2.5,
    0.5,
    0.49,
    4.25,
    4.35,
    4.95,
    9.96,
    1234.56,
    1e15 - 1,
    Number.MAX_SAFE_INTEGER,
    1e21,
    -1,
    -1234.5,
    Infinity,
    NaN,
  ];
  // A fixed pseudo-random spread (no Math.random: a failure must be reproducible).
  let seed = 7;
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 48271) % 2147483647;
    samples.push((seed / 2147483647) * 10 ** (i % 12), (seed % 51) / 10);
  }

  it("formatCount and formatRupiah group like Intl", () => {
    for (const value of samples) {
      expect(formatCount(value), String(value)).toBe(whole.format(value));
      if (Number.isFinite(value))
        expect(formatRupiah(value), String(value)).toBe(
          `${Math.round(value) < 0 ? "-" : ""}Rp. ${whole.format(Math.abs(Math.round(value)))}`,
        );
    }
  });

  it("formatRating writes one decimal like Intl", () => {
    for (const value of samples) expect(formatRating(value), String(value)).toBe(tenth.format(value));
  });
});

describe("dates in WITA", () => {
  // 16:30 UTC is 00:30 the next day in Makassar (UTC+8): the date must follow WITA.
  const lateUtc = "2026-11-22T16:30:05Z";

  it("formats the WITA calendar day with Indonesian month names", () => {
    expect(formatDate(lateUtc)).toBe("23 November 2026");
    expect(formatDate("2026-08-17T02:00:00Z")).toBe("17 Agustus 2026");
  });
  it("labels deadline times WITA on a 24-hour clock", () => {
    expect(formatDateTimeWita(lateUtc)).toBe("23 November 2026 00:30:05 WITA");
  });
  it("formats review times on a 12-hour clock with AM/PM", () => {
    expect(formatReviewTime(lateUtc)).toBe("23 November 2026 12:30:05 AM");
    expect(formatReviewTime("2026-11-22T06:00:00Z")).toBe("22 November 2026 02:00:00 PM");
  });
  it("reads host timestamps without an offset as UTC", () => {
    expect(toDate("2026-11-22 16:30:05").toISOString()).toBe("2026-11-22T16:30:05.000Z");
    expect(formatDateTimeWita("2026-11-22 16:30:05")).toBe("23 November 2026 00:30:05 WITA");
  });
  it("stamps the export with the WITA day, also at 01:30 WITA (17:30 UTC the day before)", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T17:30:00Z") });
    expect(witaDayStamp()).toBe("20261125");
    expect(formatDate(new Date())).toBe("25 November 2026");
  });
  afterEach(() => vi.useRealTimers());
  it("gives an empty text for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTimeWita("not a date")).toBe("");
  });
});
