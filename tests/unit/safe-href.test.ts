import { describe, expect, it } from "vitest";
import { httpHref, safeHref } from "~/lib/safe-href";

describe("safeHref", () => {
  it("keeps http, https, mailto, tel and paths of this site", () => {
    for (const ok of [
      "https://www.facebook.com/tokopengadaan",
      "http://example.id/promo?x=1#y",
      "mailto:cs@example.id",
      "tel:+62361234567",
      "/produk?promo=1",
      "/",
    ]) {
      expect(safeHref(ok), ok).toBe(ok);
    }
    expect(safeHref("  https://example.id/ ")).toBe("https://example.id/");
    // Browsers read "http:host" as an absolute address: given back spelt out.
    expect(safeHref("http:evil.example")).toBe("http://evil.example/");
  });

  it("refuses scripts and anything a browser would read as another scheme or site", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://example.id/file",
      "//evil.example/x",
      "/\\evil.example/x",
      "produk",
      "",
      null,
      undefined,
    ]) {
      expect(safeHref(bad), String(bad)).toBeNull();
    }
  });

  it("httpHref keeps absolute http(s) addresses only", () => {
    expect(httpHref("https://pay.example/abc")).toBe("https://pay.example/abc");
    expect(httpHref("/profil")).toBeNull();
    expect(httpHref("mailto:a@b.id")).toBeNull();
    expect(httpHref("javascript:alert(1)")).toBeNull();
  });
});
