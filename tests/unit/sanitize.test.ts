import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "~/lib/sanitize.server";

describe("sanitizeHtml", () => {
  it("keeps the formatting an admin writes", () => {
    const html =
      '<p><strong>Garansi</strong> 1 tahun</p><ul><li>Resmi</li></ul><table><tr><td colspan="2">A</td></tr></table>';
    expect(sanitizeHtml(html)).toBe(
      '<p><strong>Garansi</strong> 1 tahun</p><ul><li>Resmi</li></ul><table><tr><td colspan="2">A</td></tr></table>',
    );
  });

  it("drops scripts, event handlers and javascript: links", () => {
    const html =
      '<p onclick="steal()">Halo<script>alert(1)</script></p><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a>';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain("<p>Halo</p>");
  });

  it("adds rel=noopener to links opening a new tab", () => {
    expect(sanitizeHtml('<a href="https://example.id" target="_blank">x</a>')).toBe(
      '<a href="https://example.id" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("turns null into an empty string", () => {
    expect(sanitizeHtml(null)).toBe("");
  });
});
