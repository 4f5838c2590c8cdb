import { describe, expect, it } from "vitest";
import { deliveryEstimate, etdText } from "~/features/buying/estimate";

describe("deliveryEstimate", () => {
  it("is a dash before a service gives estimates", () => {
    expect(deliveryEstimate([])).toBe("-");
    expect(deliveryEstimate([{ partial_id: 1, etd: null }])).toBe("-");
  });

  it("is the bare estimate for one shipment", () => {
    expect(deliveryEstimate([{ partial_id: 7, etd: "1-2" }])).toBe("1-2 hari");
  });

  it("names each shipment of a partial delivery, in shipment order", () => {
    expect(
      deliveryEstimate([
        { partial_id: 12, etd: "2-3" },
        { partial_id: 11, etd: "1-2" },
      ]),
    ).toBe("Pengiriman 1: 1-2 hari, Pengiriman 2: 2-3 hari");
  });

  it("keeps a shipment's number when another has no estimate", () => {
    expect(
      deliveryEstimate([
        { partial_id: 1, etd: "" },
        { partial_id: 2, etd: "3" },
      ]),
    ).toBe("Pengiriman 2: 3 hari");
  });
});

describe("etdText", () => {
  it("reads a one-day range ('1-1', next-day services) as one day", () => {
    expect(etdText("1-1")).toBe("1 hari");
    expect(etdText(" 2 - 2 ")).toBe("2 hari");
    expect(deliveryEstimate([{ partial_id: 1, etd: "1-1" }])).toBe("1 hari");
  });

  it("keeps real ranges and single days", () => {
    expect(etdText("1-2")).toBe("1-2 hari");
    expect(etdText("3")).toBe("3 hari");
  });
});
