// Links from the host's public data (banners, social links) against a local HTTP server that
// answers a hostile administrator's values: none becomes a `javascript:` href.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: Server;
let publicData: typeof import("~/lib/admin/public.server");

const settings = {
  phone: "0361 123",
  email: "cs@example.id",
  address: "Jl. Raya",
  facebook: "javascript:alert(document.cookie)",
  twitter: "https://twitter.com/toko",
  instagram: " java\tscript:alert(1)",
  linkedin: "//evil.example/page",
  faq: [],
};
const banners = [
  { id: 1, position: "Slider", image: "banner/1.jpg", url: "javascript:alert(1)" },
  { id: 2, position: "Slider", image: "banner/2.jpg", url: "/produk?promo=1" },
  { id: 3, position: "Banner 1", image: "banner/3.jpg", url: "data:text/html,<script>alert(1)</script>" },
  { id: 4, position: "Banner 2", image: "banner/4.jpg", url: "https://example.id/promo" },
];

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = req.url === "/api/setting" ? { data: settings } : { data: banners };
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.ADMIN_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  process.env.ADMIN_FILES_URL = "https://files.example.id/storage";
  publicData = await import("~/lib/admin/public.server");
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("public data links", () => {
  it("keeps only safe social links", async () => {
    const read = await publicData.getSettings();
    expect([read.facebook, read.twitter, read.instagram, read.linkedin]).toEqual([
      "",
      "https://twitter.com/toko",
      "",
      "",
    ]);
  });

  it("gives banners with an unsafe address no link", async () => {
    const urls = (await publicData.getBanners()).map((banner) => banner.url);
    expect(urls).toEqual([null, "/produk?promo=1", null, "https://example.id/promo"]);
  });
});
