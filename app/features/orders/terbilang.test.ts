import { describe, expect, it } from "vitest";
import { rupiahInWords, terbilang } from "~/features/orders/terbilang";

describe("terbilang", () => {
  it.each([
    [0, "nol"],
    [1, "satu"],
    [10, "sepuluh"],
    [11, "sebelas"],
    [12, "dua belas"],
    [19, "sembilan belas"],
    [20, "dua puluh"],
    [21, "dua puluh satu"],
    [100, "seratus"],
    [101, "seratus satu"],
    [115, "seratus lima belas"],
    [250, "dua ratus lima puluh"],
    [1000, "seribu"],
    [1001, "seribu satu"],
    [1100, "seribu seratus"],
    [2000, "dua ribu"],
    [11000, "sebelas ribu"],
    [100000, "seratus ribu"],
    [101000, "seratus satu ribu"],
    [1000000, "satu juta"],
    [1001000, "satu juta seribu"],
    [1250000, "satu juta dua ratus lima puluh ribu"],
    [9265740, "sembilan juta dua ratus enam puluh lima ribu tujuh ratus empat puluh"],
    [1000000000, "satu miliar"],
    [2000000000000, "dua triliun"],
  ])("%d is '%s'", (amount, words) => {
    expect(terbilang(amount)).toBe(words);
  });

  it("rounds to whole rupiah and keeps the sign", () => {
    expect(terbilang(1000.4)).toBe("seribu");
    expect(terbilang(-1500)).toBe("minus seribu lima ratus");
  });

  it("writes the grand total as a sentence in rupiah", () => {
    expect(rupiahInWords(99240)).toBe("Sembilan puluh sembilan ribu dua ratus empat puluh rupiah");
    expect(rupiahInWords(0)).toBe("Nol rupiah");
  });

  it("gives nothing for amounts beyond the triliun scale or not a number", () => {
    expect(terbilang(1e15)).toBe("");
    expect(terbilang(Number.NaN)).toBe("");
  });
});
