import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it.each([
    "//evil.com",
    "/\\evil.com",
    "/%09/evil.com",
    "/%5Cevil.com",
    "/\t/evil.com",
    "https://evil.com",
    "http:evil.com",
    "javascript:alert(1)",
    "evil.com",
    "%2F%2Fevil.com",
    "",
  ])("sends %j to /", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirect("/keranjang-belanja")).toBe("/keranjang-belanja");
    expect(safeRedirect("/produk-detail?id_produk=12#ulasan")).toBe("/produk-detail?id_produk=12#ulasan");
    expect(safeRedirect("/produk?search=kursi%20kantor")).toBe("/produk?search=kursi%20kantor");
  });

  it("uses the fallback for missing values", () => {
    expect(safeRedirect(null, "/profil")).toBe("/profil");
    expect(safeRedirect(undefined)).toBe("/");
  });
});
