import { describe, expect, it } from "vitest";
import {
  canonicalRedirect,
  isFiltered,
  needsParentCategories,
  pageHref,
  parseProductQuery,
  toFilterForm,
  withSubcategoryParents,
} from "~/features/catalogue/query";

const categories = [
  { id: 1, subcategories: [{ id: 10 }, { id: 11 }] },
  { id: 2, subcategories: [{ id: 20 }] },
  { id: 3, subcategories: [] },
];

const parse = (search: string) => parseProductQuery(new URLSearchParams(search));

describe("parseProductQuery", () => {
  it("reads every field of the list address", () => {
    expect(
      parse(
        "page=3&search=%20kursi%20&kategori=2,1&sub_kategori=10&sort=termurah&price_min=1000&price_max=5000&rating=4",
      ),
    ).toEqual({
      page: 3,
      search: "kursi",
      categoryIds: [1, 2],
      subcategoryIds: [10],
      sort: "termurah",
      priceMin: 1000,
      priceMax: 5000,
      rating: 4,
    });
  });

  it("accepts min_price as an alias and repeated checkbox values", () => {
    const query = parse("min_price=250&kategori=2&kategori=1&kategori=2");
    expect(query.priceMin).toBe(250);
    expect(query.categoryIds).toEqual([1, 2]);
  });

  it("ignores values it cannot use", () => {
    expect(parse("page=0&sort=acak&rating=6&price_min=-5&price_max=abc&kategori=x,,3")).toEqual({
      page: null,
      search: "",
      categoryIds: [3],
      subcategoryIds: [],
      sort: null,
      priceMin: null,
      priceMax: null,
      rating: null,
    });
  });
});

describe("canonicalRedirect", () => {
  const redirectFor = (search: string) => canonicalRedirect(new URLSearchParams(search), categories);

  it("leaves a clean address alone", () => {
    expect(redirectFor("page=2&search=meja&kategori=1")).toBeNull();
    expect(redirectFor("")).toBeNull();
  });

  it("drops empty values", () => {
    expect(redirectFor("search=&kategori=1&sort=&price_min=&price_max=&rating=")).toBe("?kategori=1");
    expect(redirectFor("search=&rating=")).toBe("");
  });

  it("merges a submitted checkbox list into one comma list", () => {
    expect(redirectFor("kategori=1&kategori=2&sub_kategori=10")).toBe("?kategori=1%2C2&sub_kategori=10");
  });

  it("adds the categories of a subcategory given alone", () => {
    expect(redirectFor("sub_kategori=20,11")).toBe("?kategori=1%2C2&sub_kategori=11%2C20");
  });

  it("ignores parameters it does not own", () => {
    expect(redirectFor("page=1&index")).toBeNull();
  });
});

describe("withSubcategoryParents", () => {
  it("keeps categories that were chosen", () => {
    const query = parse("kategori=3&sub_kategori=10");
    expect(needsParentCategories(query)).toBe(false);
    expect(withSubcategoryParents(query, categories).categoryIds).toEqual([3]);
  });

  it("finds the parents otherwise", () => {
    const query = parse("sub_kategori=10");
    expect(needsParentCategories(query)).toBe(true);
    expect(withSubcategoryParents(query, categories).categoryIds).toEqual([1]);
  });
});

describe("links and the host form", () => {
  it("builds page links that keep the filter", () => {
    expect(pageHref("/produk", parse("search=meja&page=1"), 4)).toBe("/produk?page=4&search=meja");
  });

  it("tells a filtered list from the plain one", () => {
    expect(isFiltered(parse("page=2"))).toBe(false);
    expect(isFiltered(parse("rating=3"))).toBe(true);
  });

  it("maps the query to the product/filter form", () => {
    expect(
      toFilterForm(
        parse("kategori=1,2&sub_kategori=10&price_min=0&rating=5&sort=terbaru&search=kursi&page=2"),
        { promo: true },
      ),
    ).toEqual([
      ["category[]", "1"],
      ["category[]", "2"],
      ["subcategory[]", "10"],
      ["price_min", "0"],
      ["rating", "5"],
      ["sort", "terbaru"],
      ["search", "kursi"],
      ["page", "2"],
      ["promo", "1"],
    ]);
    expect(toFilterForm(parse(""))).toEqual([["page", "1"]]);
  });
});
