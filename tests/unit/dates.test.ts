import { describe, expect, it } from "vitest";
import { birthdateError, isCalendarDay, receivedDateError, witaDay } from "../../contract/dates.ts";

describe("day rules (issue 20 item 4)", () => {
  it("knows the calendar: months, month lengths, leap years", () => {
    for (const day of ["2026-11-30", "2026-02-28", "2028-02-29", "2000-02-29", "2026-12-31"])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      "2026-11-31",
      "2026-02-30",
      "2026-02-29",
      "1900-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1-01",
      "26-01-01",
      "2026-01-01T00:00",
      " 2026-01-01",
      "",
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it("takes today's day in WITA, whatever the server's zone", () => {
    // 23:30 UTC on 24 November is 07:30 on 25 November in Makassar.
    expect(witaDay(new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
    expect(witaDay(new Date("2026-11-24T15:59:59Z"))).toBe("2026-11-24");
    expect(witaDay(new Date("2026-11-24T16:00:00Z"))).toBe("2026-11-25");
  });

  it("refuses a received date that is not a day, is after today or before the shipment", () => {
    const at = { today: "2026-11-25", shippedOn: "2026-11-20" };
    expect(receivedDateError("2026-11-31", at)).toBe("Tanggal Diterima tidak valid");
    expect(receivedDateError("2026-02-30", at)).toBe("Tanggal Diterima tidak valid");
    expect(receivedDateError("2027-12-29", at)).toBe("Tanggal Diterima tidak boleh melebihi hari ini");
    expect(receivedDateError("2026-11-26", at)).toBe("Tanggal Diterima tidak boleh melebihi hari ini");
    expect(receivedDateError("2026-11-19", at)).toBe("Tanggal Diterima tidak boleh sebelum tanggal kirim");
    expect(receivedDateError("2026-11-20", at)).toBeNull();
    expect(receivedDateError("2026-11-25", at)).toBeNull();
    // A shipment stored with its time still compares by day.
    expect(receivedDateError("2026-11-20", { ...at, shippedOn: "2026-11-20 09:00:00" })).toBeNull();
  });

  it("wants a birthdate that is a real day in the past", () => {
    expect(birthdateError("1990-02-30", "2026-11-25")).toBe("Tanggal lahir tidak valid");
    expect(birthdateError("2026-11-25", "2026-11-25")).toBe("Tanggal lahir harus sebelum hari ini");
    expect(birthdateError("2030-01-01", "2026-11-25")).toBe("Tanggal lahir harus sebelum hari ini");
    expect(birthdateError("1990-01-01", "2026-11-25")).toBeNull();
  });
});
