import { describe, expect, it } from "vitest";
import {
  PRICE_OFFER_TOO_HIGH,
  PRICE_OFFER_ZERO,
  SHIPPING_OFFER_TOO_HIGH,
  priceOfferError,
  shippingOfferError,
} from "../../contract/offers.ts";

describe("offer limits (issue 20 item 6)", () => {
  it("takes a price offer above 0 up to the line's price", () => {
    expect(priceOfferError(1, 32_500)).toBeNull();
    expect(priceOfferError(32_500, 32_500)).toBeNull();
    expect(priceOfferError(32_501, 32_500)).toBe(PRICE_OFFER_TOO_HIGH);
    expect(priceOfferError(40_000, 32_500)).toBe("Harga negosiasi tidak boleh melebihi harga normal");
    expect(priceOfferError(0, 32_500)).toBe(PRICE_OFFER_ZERO);
  });

  it("takes a shipping offer up to the quoted cost, free shipping included", () => {
    expect(shippingOfferError(0, 48_000)).toBeNull();
    expect(shippingOfferError(48_000, 48_000)).toBeNull();
    expect(shippingOfferError(1_234_567, 48_000)).toBe(SHIPPING_OFFER_TOO_HIGH);
  });
});
