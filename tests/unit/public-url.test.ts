import { describe, expect, it } from "vitest";
import { env } from "~/env.server";
import { publicUrl } from "~/lib/public-url.server";

describe("publicUrl", () => {
  it("puts a site path under PUBLIC_URL", () => {
    expect(publicUrl("/reset-password")).toBe(`${env.publicUrl}/reset-password`);
    expect(publicUrl("/produk-detail?id_produk=7")).toBe(`${env.publicUrl}/produk-detail?id_produk=7`);
  });

  it("refuses anything but a site-relative path", () => {
    for (const bad of ["reset-password", "//evil.example/x", "https://evil.example/x", ""]) {
      expect(() => publicUrl(bad), bad).toThrow(/site-relative/);
    }
  });
});
