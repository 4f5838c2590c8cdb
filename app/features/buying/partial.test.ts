import { describe, expect, it } from "vitest";
import { canSplit, partialError, shipmentsOf } from "~/features/buying/partial";

const WARNING = "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan";

describe("partial delivery", () => {
  it("is offered only above one unit", () => {
    expect(canSplit(1)).toBe(false);
    expect(canSplit(2)).toBe(true);
  });

  it("accepts parts that sum to the quantity", () => {
    expect(partialError(5, ["2", "3"])).toBeNull();
    expect(partialError(5, ["1", "1", "3"])).toBeNull();
  });

  it("warns when parts fall short, exceed, or one part is the whole", () => {
    expect(partialError(5, ["2", "2"])).toBe(WARNING);
    expect(partialError(5, ["3", "3"])).toBe(WARNING);
    expect(partialError(5, ["5"])).toBe(WARNING);
    expect(partialError(5, ["5", "0"])).toBe(WARNING);
  });

  it("accepts digits only", () => {
    expect(partialError(5, ["2", "3.0"])).toBe(WARNING);
    expect(partialError(5, ["-2", "7"])).toBe(WARNING);
    expect(partialError(5, ["2", "x3"])).toBe(WARNING);
  });

  it("ignores zero and empty parts", () => {
    expect(partialError(5, ["2", "", "0", "3"])).toBeNull();
    expect(shipmentsOf(5, ["2", "", "0", "3"])).toEqual([2, 3]);
  });

  it("sends the whole quantity as one part without a split", () => {
    expect(partialError(4, [])).toBeNull();
    expect(partialError(4, ["", "0"])).toBeNull();
    expect(shipmentsOf(4, [])).toEqual([4]);
    expect(shipmentsOf(4, ["", "0"])).toEqual([4]);
  });
});
