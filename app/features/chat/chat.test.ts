// The chat's pure pieces: message times, the shop-only links, the poll's cursor, the
// invoice request and the message form's messages.
import { describe, expect, it } from "vitest";
import { linkParts, shopPath } from "~/features/chat/links";
import { chatLine, invoiceRequest, readCursor } from "~/features/chat/view.server";
import { formatChatTime } from "~/lib/format-date";
import { chatMessageSchema } from "~/features/chat/schema";

const SHOP = "https://toko.example.id";

describe("chat times", () => {
  it("read 'MMM DD, YYYY | HH:mm am/pm' in WITA", () => {
    // 16:07 UTC is 00:07 the next day in Makassar.
    expect(formatChatTime("2026-12-04T16:07:00Z")).toBe("Des 05, 2026 | 00:07 am");
    expect(formatChatTime("2026-08-05T06:30:00Z")).toBe("Agt 05, 2026 | 14:30 pm");
  });

  it("are formatted for the browser with who wrote the message", () => {
    expect(chatLine({ id: 7, message: "Halo", is_user: false, created_at: "2026-01-02T01:00:00Z" })).toEqual({
      id: 7,
      text: "Halo",
      mine: false,
      time: "Jan 02, 2026 | 09:00 am",
      createdAt: "2026-01-02T01:00:00Z",
    });
  });
});

describe("links in chat messages", () => {
  it("makes the shop's own links clickable, as paths", () => {
    expect(linkParts(`Lihat ${SHOP}/produk-detail?id_produk=3, ya`, SHOP)).toEqual([
      { text: "Lihat " },
      { text: `${SHOP}/produk-detail?id_produk=3`, href: "/produk-detail?id_produk=3" },
      { text: ", ya" },
    ]);
    expect(linkParts("/profil/transaksi", SHOP)).toEqual([
      { text: "/profil/transaksi", href: "/profil/transaksi" },
    ]);
  });

  it("leaves every other address as text", () => {
    for (const text of [
      "https://toko.example.id.evil.example/produk",
      "http://toko.example.id/produk", // another scheme is another origin
      "https://evil.example/?next=https://toko.example.id",
      "//evil.example/produk",
      "javascript:alert(1)",
      "Halo <b>Admin</b> dan/atau 1/2 kg",
    ]) {
      expect(linkParts(text, SHOP).filter((part) => part.href)).toEqual([]);
      expect(
        linkParts(text, SHOP)
          .map((part) => part.text)
          .join(""),
      ).toBe(text);
    }
  });

  it("never turns a shop link into one that leaves the site", () => {
    expect(shopPath(`${SHOP}//evil.example/x`, SHOP)).toBeNull();
    expect(shopPath("/\\evil.example", SHOP)).toBeNull();
    expect(shopPath("/produk#ulasan", SHOP)).toBe("/produk#ulasan");
    expect(shopPath("/produk", "not a url")).toBeNull();
  });
});

describe("the poll's cursor", () => {
  it("takes a numeric id and a date, or asks for everything", () => {
    const params = (query: Record<string, string>) => new URLSearchParams(query);
    expect(readCursor(params({ id: "12", date: "2026-01-02T01:00:00.000Z" }))).toEqual({
      id: 12,
      date: "2026-01-02T01:00:00.000Z",
    });
    expect(readCursor(params({}))).toBeNull();
    expect(readCursor(params({ id: "-1", date: "2026-01-02" }))).toBeNull();
    expect(readCursor(params({ id: "1", date: "kemarin" }))).toBeNull();
    expect(readCursor(params({ id: "1e3", date: "2026-01-02" }))).toBeNull();
  });
});

describe("the invoice request", () => {
  it("pre-fills a request about an invoice-shaped value only", () => {
    expect(invoiceRequest("INV-20260101-00042")).toContain("INV-20260101-00042");
    expect(invoiceRequest(null)).toBe("");
    expect(invoiceRequest("<script>")).toBe("");
    expect(invoiceRequest("x".repeat(80))).toBe("");
  });
});

describe("the message form", () => {
  it("requires a message of at most 2000 characters", () => {
    const issues = (message: unknown) =>
      chatMessageSchema.safeParse({ message }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues(undefined)).toEqual(["Pesan Wajib Diisi"]);
    expect(issues("   ")).toEqual(["Pesan Wajib Diisi"]);
    expect(issues("x".repeat(2001))).toEqual(["Pesan maksimal 2000 karakter"]);
    expect(issues("Halo")).toEqual([]);
  });
});
