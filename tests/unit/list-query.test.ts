import { describe, expect, it } from "vitest";
import { pageOf, pagedRows, queryHref, readQuery } from "~/lib/list-query";

const entries = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: index % 2 ? "Dinas Kesehatan" : "Dinas Pendidikan",
}));
const texts = (entry: { name: string }) => [entry.name];

describe("list query", () => {
  it("defaults to page 1, 5 per page, no search", () => {
    expect(readQuery(new URLSearchParams())).toEqual({ page: 1, limit: 5, search: "" });
  });
  it("accepts only the offered page sizes", () => {
    expect(readQuery(new URLSearchParams("limit=25&page=3")).limit).toBe(25);
    expect(readQuery(new URLSearchParams("limit=7&page=-1"))).toEqual({ page: 1, limit: 5, search: "" });
  });
  it("writes the canonical address without defaults", () => {
    expect(queryHref("/profil/alamat", { page: 1, limit: 5, search: "" })).toBe("/profil/alamat");
    expect(queryHref("/profil/alamat", { page: 2, limit: 10, search: "dinas" }, { detail: "4" })).toBe(
      "/profil/alamat?search=dinas&limit=10&page=2&detail=4",
    );
  });
});

describe("address book page", () => {
  it("pages and numbers rows", () => {
    const result = pageOf(entries, texts, { page: 3, limit: 5, search: "" });
    expect(result.rows.map((entry) => entry.id)).toEqual([11, 12]);
    expect(result).toMatchObject({ from: 10, total: 12, page: 3, pageCount: 3 });
  });
  it("searches case-insensitively by every word", () => {
    const result = pageOf(entries, texts, { page: 1, limit: 100, search: "dinas KESEHATAN" });
    expect(result.total).toBe(6);
  });
  it("keeps a page beyond the end inside the range", () => {
    expect(pageOf(entries, texts, { page: 9, limit: 10, search: "" }).page).toBe(2);
    expect(pageOf([], texts, { page: 2, limit: 5, search: "" })).toMatchObject({
      rows: [],
      page: 1,
      pageCount: 1,
    });
  });
});

describe("a list table's page (pagedRows)", () => {
  it("reads the URL, keeps its page in range and makes the shown rows", () => {
    const params = new URLSearchParams("search=kesehatan&page=9");
    expect(pagedRows(entries, texts, params, (entry) => `#${entry.id}`)).toEqual({
      query: { page: 2, limit: 5, search: "kesehatan" },
      from: 5,
      total: 6,
      pageCount: 2,
      rows: ["#12"],
    });
  });
});
