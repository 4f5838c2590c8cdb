// Issue 20 item 9: a form post to a page without an action answers 405 with the usual error
// page, never a 500 (the product list's meta description once read the missing loader data).
import { expect, test } from "./kit";

const PAGES = [
  "/",
  "/produk",
  "/produk?index",
  "/produk/promo",
  "/produk/rekomendasi",
  "/faq",
  "/tentang-kami",
  "/term-condition",
  "/privacy-police",
  "/hubungi-kami",
  "/profil/beranda",
  "/halaman-tidak-ada",
];

test("a post to a page without an action is the 405 page", async ({ visitor }) => {
  await visitor.goto("/produk");
  // The session's CSRF token as the page renders it in its forms.
  const csrf = visitor.$("input[name=csrf]").first().attr("value") ?? "";
  expect(csrf).not.toBe("");
  for (const path of PAGES) {
    const response = await visitor.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, q: "kertas" }).toString(),
    });
    expect(response.status, path).toBe(405);
    // The page as shown (the scripts after it carry Remix's serialised, sanitised error).
    const [html] = (await response.text()).split("<script");
    expect(html, path).toContain("<title>Permintaan tidak didukung | Toko Pengadaan</title>");
    expect(html, path).toContain('<p class="error-code">405</p>');
    expect(html, path).toContain("Kembali ke Beranda");
    expect(html, path).not.toContain("Unexpected Server Error");
  }
});
