import { describe, expect, it } from "vitest";
import { filterHref, packageKey, readFilter, readOpenPackage, readPeriod } from "./query";

const params = (query: string) => new URLSearchParams(query);

describe("the URL's filter", () => {
  it("takes a year of digits and a source of funds, tidied", () => {
    expect(readFilter(params("tahun=2026&sumber=%20APBD%20%20Perubahan%20"))).toEqual({
      year: "2026",
      source: "APBD Perubahan",
    });
  });

  it("ignores anything else", () => {
    for (const year of ["", "20x6", "1234567890", "-2026", "2026.5"])
      expect(readFilter(params(`tahun=${encodeURIComponent(year)}`)).year).toBeNull();
    expect(readFilter(params(`sumber=${"a".repeat(101)}`)).source).toBeNull();
    expect(readFilter(params("sumber=%20%20")).source).toBeNull();
  });

  it("writes the filter back into an address", () => {
    expect(filterHref("/profil/anggaran", { year: "2026", source: "APBD & DAK" })).toBe(
      "/profil/anggaran?tahun=2026&sumber=APBD+%26+DAK",
    );
    expect(filterHref("/profil/anggaran", { year: null, source: null })).toBe("/profil/anggaran");
    expect(filterHref("/profil/anggaran", { year: "2026", source: null }, { paket: "abc" })).toBe(
      "/profil/anggaran?tahun=2026&paket=abc",
    );
  });
});

describe("the SPJ's period", () => {
  it("is a year, or a month of it", () => {
    expect(readPeriod(params("tahun=2026"))).toEqual({ year: "2026", month: null });
    expect(readPeriod(params("tahun=2026&bulan="))).toEqual({ year: "2026", month: null });
    expect(readPeriod(params("tahun=2026&bulan=11"))).toEqual({ year: "2026", month: 11 });
  });

  it("is refused without a year or with a month out of 1-12", () => {
    for (const query of [
      "",
      "bulan=11",
      "tahun=abc",
      "tahun=2026&bulan=0",
      "tahun=2026&bulan=13",
      "tahun=2026&bulan=011",
    ])
      expect(readPeriod(params(query))).toBeNull();
  });
});

describe("a package's key", () => {
  it("is short, stable, and ignores case and spaces as the grouping does", () => {
    const key = packageKey("2026", "APBD", "5102", "Pengadaan ATK");
    expect(key).toMatch(/^[a-z0-9]{1,7}$/);
    expect(packageKey("2026", "apbd", "5102", " pengadaan  atk")).toBe(key);
    expect(packageKey("2025", "APBD", "5102", "Pengadaan ATK")).not.toBe(key);
    expect(readOpenPackage(params(`paket=${key}`))).toBe(key);
    expect(readOpenPackage(params("paket=<script>"))).toBeNull();
  });
});
