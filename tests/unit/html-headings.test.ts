import { describe, expect, it } from "vitest";
import { rebaseHeadings, withoutTitleHeading } from "~/lib/html-headings";

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

describe("withoutTitleHeading", () => {
  it("drops a leading heading that repeats the page's title, whatever its level and case", () => {
    expect(
      withoutTitleHeading("<h3>Syarat dan Ketentuan</h3><ol><li>a</li></ol>", "Syarat dan Ketentuan"),
    ).toBe("<ol><li>a</li></ol>");
    expect(
      withoutTitleHeading(
        ' <h2 id="x"><strong>KEBIJAKAN  privasi</strong></h2><p>b</p>',
        "Kebijakan Privasi",
      ),
    ).toBe("<p>b</p>");
  });

  it("keeps any other heading, and a title that is not at the start", () => {
    expect(withoutTitleHeading("<h3>Umum</h3><p>x</p>", "Syarat dan Ketentuan")).toBe(
      "<h3>Umum</h3><p>x</p>",
    );
    expect(withoutTitleHeading("<p>x</p><h3>Kebijakan Privasi</h3>", "Kebijakan Privasi")).toBe(
      "<p>x</p><h3>Kebijakan Privasi</h3>",
    );
  });
});
