import { describe, expect, it } from "vitest";
import { pager } from "~/lib/paging";
import { priceView, unitPrice } from "~/features/catalogue/pricing";
import { parseReviewState, reviewPage } from "~/features/catalogue/review-paging";

describe("priceView", () => {
  it("shows the normal price without a promo", () => {
    expect(priceView(150000, null)).toEqual({ kind: "normal", price: 150000 });
  });

  it("shows the promo price, the discount and the struck-out normal price", () => {
    expect(priceView(200000, { pricePromo: 150000, discount: 25 })).toEqual({
      kind: "promo",
      price: 150000,
      normalPrice: 200000,
      discountPercent: 25,
    });
  });

  it("works the discount out when the host gives none", () => {
    expect(priceView(300000, { pricePromo: 200000, discount: 0 })).toMatchObject({ discountPercent: 33 });
  });

  it("ignores a promo that is not cheaper", () => {
    expect(priceView(100000, { pricePromo: 100000, discount: 10 })).toEqual({
      kind: "normal",
      price: 100000,
    });
    expect(unitPrice(100000, { pricePromo: 0, discount: 10 })).toBe(100000);
  });
});

describe("pager", () => {
  it("shows every page when there are few", () => {
    expect(pager(1, 3)).toEqual({
      page: 1,
      pageCount: 3,
      first: null,
      previous: null,
      next: 2,
      last: 3,
      pages: [1, 2, 3],
    });
  });

  it("centres a window of five pages", () => {
    expect(pager(6, 20).pages).toEqual([4, 5, 6, 7, 8]);
    expect(pager(2, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pager(20, 20)).toMatchObject({
      pages: [16, 17, 18, 19, 20],
      next: null,
      last: null,
      previous: 19,
      first: 1,
    });
  });

  it("clamps pages out of range", () => {
    expect(pager(9, 2)).toMatchObject({ page: 2, pages: [1, 2] });
    expect(pager(1, 0)).toMatchObject({ page: 1, pageCount: 1, pages: [1] });
  });
});

describe("reviewPage", () => {
  const reviews = [5, 5, 4, 5, 3, 5, 1].map((star, id) => ({ id, star }));

  it("pages all reviews three at a time", () => {
    const page = reviewPage(reviews, { star: 0, page: 3 });
    expect(page.items.map((review) => review.id)).toEqual([6]);
    expect(page.range).toBe("Data ke 7 - 7 dari 7 data");
    expect(page.pageCount).toBe(3);
  });

  it("filters by star and counts each tab", () => {
    const page = reviewPage(reviews, { star: 5, page: 2 });
    expect(page.items.map((review) => review.id)).toEqual([5]);
    expect(page.range).toBe("Data ke 4 - 4 dari 4 data");
    expect(page.countByStar).toEqual({ 0: 7, 1: 1, 2: 0, 3: 1, 4: 1, 5: 4 });
  });

  it("says so when nothing matches", () => {
    expect(reviewPage(reviews, { star: 2, page: 1 }).range).toBe("Data ke 0 - 0 dari 0 data");
  });

  it("reads the review state from the address", () => {
    expect(parseReviewState(new URLSearchParams("bintang=4&ulasan=2"))).toEqual({ star: 4, page: 2 });
    expect(parseReviewState(new URLSearchParams("bintang=9&ulasan=-1"))).toEqual({ star: 0, page: 1 });
  });
});
