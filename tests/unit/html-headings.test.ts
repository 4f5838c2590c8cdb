import { describe, expect, it } from "vitest";
import { rebaseHeadings } from "~/lib/html-headings";

describe("rebaseHeadings", () => {
  it("lifts a fragment starting at h3 to h2 and its h4 to h3", () => {
    expect(rebaseHeadings('<h3 id="a">Umum</h3><p>x</p><h4>Detail</h4><h3>Lain</h3>')).toBe(
      '<h2 id="a">Umum</h2><p>x</p><h3>Detail</h3><h2>Lain</h2>',
    );
  });

  it("lowers an h1 in the fragment below the page's h1", () => {
    expect(rebaseHeadings("<h1>Syarat</h1><h2>Pasal 1</h2>")).toBe("<h2>Syarat</h2><h3>Pasal 1</h3>");
  });

  it("leaves fragments without headings, or already starting at h2, as they are", () => {
    expect(rebaseHeadings("<p>hanya teks <header>x</header></p>")).toBe(
      "<p>hanya teks <header>x</header></p>",
    );
    expect(rebaseHeadings("<h2>A</h2><h3>B</h3>")).toBe("<h2>A</h2><h3>B</h3>");
  });

  it("never goes past h6", () => {
    expect(rebaseHeadings("<h1>A</h1><h6>B</h6>", 2)).toBe("<h2>A</h2><h6>B</h6>");
  });
});
