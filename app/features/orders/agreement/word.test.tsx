// The agreement documents' Word file: the page's markup in Word's HTML, on A4, user text isolated.
import { describe, expect, it } from "vitest";
import { wordDocument } from "./word.server";

describe("a document as a Word file", () => {
  it("is HTML with the Office namespaces, opening in print layout on an A4 page", () => {
    const file = wordDocument("Berita Acara Negosiasi INV-1", <p>Isi</p>);
    expect(file).toMatch(/^<html xmlns:o="urn:schemas-microsoft-com:office:office"/);
    expect(file).toContain("<w:View>Print</w:View>");
    expect(file).toContain("size: 595.3pt 841.9pt");
    expect(file).toContain('<body><div class="Dokumen"><p>Isi</p></div></body>');
  });

  it("isolates user text with Unicode isolates and escapes what it was given", () => {
    const hostile = "\u202Eevil</bdi><script>x</script>";
    const file = wordDocument(
      `Judul <${hostile}>`,
      <p>
        Nama: <bdi>{hostile}</bdi> (NIP 1)
      </p>,
    );
    expect(file).toContain(
      `<p>Nama: <span>\u2068\u202Eevil&lt;/bdi&gt;&lt;script&gt;x&lt;/script&gt;\u2069</span> (NIP 1)</p>`,
    );
    expect(file).toContain(
      "<title>Judul &lt;\u202Eevil&lt;/bdi&gt;&lt;script&gt;x&lt;/script&gt;&gt;</title>",
    );
    expect(file).not.toContain("<script>");
    expect(file).not.toContain("<bdi>");
  });
});
