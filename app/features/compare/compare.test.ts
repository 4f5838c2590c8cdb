import { describe, expect, it } from "vitest";
import {
  addCompared,
  compareHref,
  MAX_COMPARED,
  parseCompared,
  removeCompared,
} from "~/features/compare/list";
import { specificationNames, specificationValue } from "~/features/compare/specs";

describe("parseCompared", () => {
  it("reads ids in order, without repeats, at most four", () => {
    expect(parseCompared("1,5,9")).toEqual([1, 5, 9]);
    expect(parseCompared(" 3 , 3,7")).toEqual([3, 7]);
    expect(parseCompared("1,2,3,4,5,6")).toEqual([1, 2, 3, 4]);
  });
  it("drops anything that is not a positive id", () => {
    expect(parseCompared("0,-1,abc,1e3,2.5,12")).toEqual([12]);
    expect(parseCompared("1234567890,8")).toEqual([8]);
    expect(parseCompared(null)).toEqual([]);
    expect(parseCompared("")).toEqual([]);
    expect(parseCompared(`${"1,".repeat(40)}2`)).toEqual([]);
  });
});

describe("addCompared / removeCompared", () => {
  it("adds at the end, keeps a product already there, refuses a fifth", () => {
    expect(addCompared([1, 5], 9)).toEqual({ kind: "added", ids: [1, 5, 9] });
    expect(addCompared([1, 5], 5)).toEqual({ kind: "present", ids: [1, 5] });
    const full = [1, 2, 3, 4];
    expect(full).toHaveLength(MAX_COMPARED);
    expect(addCompared(full, 5)).toEqual({ kind: "full", ids: full });
    expect(addCompared(full, 3).kind).toBe("present");
  });
  it("removes one and builds the shareable address", () => {
    expect(removeCompared([1, 5, 9], 5)).toEqual([1, 9]);
    expect(compareHref([1, 9])).toBe("/produk/bandingkan?id=1,9");
    expect(compareHref([])).toBe("/produk/bandingkan");
  });
});

describe("specification rows", () => {
  const a = {
    specifications: [
      { name: "Warna", value: "Hitam" },
      { name: "Berat", value: "2 kg" },
    ],
  };
  const b = {
    specifications: [
      { name: "Daya", value: "65 W" },
      { name: "Warna", value: " " },
    ],
  };
  it("lists every name once, in the order first met", () => {
    expect(specificationNames([a, b])).toEqual(["Warna", "Berat", "Daya"]);
  });
  it("gives no second row to a name the table shows already, whatever its case", () => {
    const c = { specifications: [{ name: " satuan", value: "Rim" }, ...a.specifications] };
    expect(specificationNames([c, b], ["Harga", "Satuan"])).toEqual(["Warna", "Berat", "Daya"]);
    expect(specificationValue(c, "Satuan")).toBe("Rim");
  });
  it("shows '-' for a missing or blank value", () => {
    expect(specificationValue(a, "Daya")).toBe("-");
    expect(specificationValue(b, "Warna")).toBe("-");
    expect(specificationValue(b, "Daya")).toBe("65 W");
  });
});
