// Issue 20 item 3: the downloads (.xlsx export, a Word template, the receipt ZIP, a buyer's private
// file) under a failing host answer the friendly Indonesian page with the failure's status and
// Retry-After, never the host's or the client's own text, and never a 200 with a broken body.
// Plain HTTP: a download is the same request with JavaScript on or off.
import { expect, setHostFault, signIn, test, type FaultMode } from "./kit";

/** Each download and the host calls (a path prefix below /api) it makes first. */
const DOWNLOADS: [string, string][] = [
  ["/profil/transaksi/unduh", "/transaction"],
  ["/profil/detailtransaksi/dokumen?id_transaksi=1&id_penerimaan=1&jenis=spk", "/transaction"],
  ["/profil/detailtransaksi/unduh-semua?id_transaksi=1", "/transaction"],
  ["/profil/berkas/bukti-bayar/0123456789abcdef0123456789abcdef.png", "/files"],
];

test("downloads under a failing host answer the friendly page", async ({ visitor, request, buyer }) => {
  test.setTimeout(120_000);
  await signIn(visitor, buyer, "/profil/beranda");
  const cases: [FaultMode, number][] = [
    ["error500", 503],
    ["error429", 503],
    ["malformed", 502],
    ["hang", 504],
  ];
  for (const [mode, status] of cases) {
    for (const [path, calls] of DOWNLOADS) {
      await setHostFault(request, mode, calls);
      const answer = await visitor.fetch(path);
      const label = `${mode} ${path}`;
      expect(answer.status, label).toBe(status);
      expect(answer.headers.get("content-type"), label).toContain("text/html");
      expect(answer.headers.get("retry-after"), label).toMatch(/^\d+$/);
      expect(answer.headers.get("cache-control"), label).toBe("private, no-store");
      const html = await answer.text();
      expect(html, label).toContain("Coba lagi");
      expect(html, label).not.toMatch(/status \d{3}|timeout after|Server Error|Too Many|rusak/);
    }
  }
  // Shown as a page: the heading and the way back.
  await setHostFault(request, "error500", "/transaction");
  await visitor.goto(DOWNLOADS[1][0]);
  expect(visitor.heading()).toBe("Layanan sedang tidak tersedia");
  expect(visitor.link("Kembali ke Beranda").attribs.href).toBe("/");
  // Styled as every page: the base, and its dark theme for a visitor who prefers it.
  const sheets = visitor
    .$('link[rel="stylesheet"]')
    .toArray()
    .map((link) =>
      `${link.attribs.href.replace(/-[\w-]{8}\.css$/, ".css")} ${link.attribs.media ?? ""}`.trim(),
    );
  expect(sheets).toEqual(["/assets/site.css", "/assets/site-dark.css (prefers-color-scheme: dark)"]);
});
