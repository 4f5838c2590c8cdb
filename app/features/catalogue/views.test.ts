// When the product page records a view (POST product/customer/view/{id}): only when a buyer
// opens the product, not for prefetches or the page's own state changes.
import { describe, expect, it } from "vitest";
import { isProductOpen } from "~/features/catalogue/views";

const open = (search: string, headers: Record<string, string> = {}) =>
  isProductOpen(new Request(`http://localhost/produk-detail${search}`, { headers }));

describe("isProductOpen", () => {
  it("counts opening the product page and its data request", () => {
    expect(open("?id_produk=3")).toBe(true);
    expect(isProductOpen(new Request("http://localhost/produk-detail.data?id_produk=3"))).toBe(true);
  });

  it("skips prefetches, however the browser marks them", () => {
    expect(open("?id_produk=3", { "Sec-Purpose": "prefetch" })).toBe(false);
    expect(open("?id_produk=3", { "Sec-Purpose": "prefetch;prerender" })).toBe(false);
    expect(open("?id_produk=3", { Purpose: "prefetch" })).toBe(false);
    expect(open("?id_produk=3", { "X-Moz": "prefetch" })).toBe(false);
  });

  it("skips review tabs and pages, image switches and the terms dialog", () => {
    expect(open("?id_produk=3&bintang=0")).toBe(false);
    expect(open("?id_produk=3&bintang=5&ulasan=2")).toBe(false);
    expect(open("?id_produk=3&ulasan=2")).toBe(false);
    expect(open("?id_produk=3&gambar=2")).toBe(false);
    expect(open("?id_produk=3&modal=nego")).toBe(false);
  });

  it("skips the page rendered again after adding to the cart without JavaScript", () => {
    // Remix runs the loader after the action with the post's headers on a GET request.
    const afterPost = new Request("http://localhost/produk-detail?id_produk=3", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(isProductOpen(afterPost)).toBe(false);
  });
});
