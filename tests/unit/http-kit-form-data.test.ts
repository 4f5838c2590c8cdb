// The HTTP kit's form serialiser (tests/http/kit/form-data.ts) against HTML's entry-list rules, the
// ones the no-JS journeys rely on; the canaries in Chromium check the same against the browser.
import { load } from "cheerio";
import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { buildSubmission, multipart, urlencoded, type ChosenFile } from "../http/kit/form-data";

const page = new URL("http://shop.test/keranjang-belanja?x=1");

function submit(html: string, submitterName?: string, files = new WeakMap<Element, ChosenFile[]>()) {
  const $ = load(html, { scriptingEnabled: false });
  const form = $("form").get(0)!;
  const submitter = submitterName ? $(`[name="${submitterName}"]`).get(0) : undefined;
  return { $, submission: buildSubmission($, form, submitter, page, files) };
}

describe("the entry list", () => {
  it("sends successful controls in tree order, the clicked button alone", () => {
    const { submission } = submit(
      `<form method="post">
        <input name="a" value="1"><input type="checkbox" name="c"><input type="checkbox" name="d" checked>
        <input type="radio" name="r" value="x"><input type="radio" name="r" value="y" checked>
        <input name="off" value="z" disabled>
        <fieldset disabled><input name="inside" value="no"></fieldset>
        <select name="s"><option disabled>0</option><option>Satu</option><option value="2">Dua</option></select>
        <textarea name="t">baris
dua</textarea>
        <button name="intent" value="hapus">Hapus</button><button name="intent" value="simpan">Simpan</button>
        <input value="unnamed">
      </form>
      <input form="other" name="elsewhere" value="no">`,
      "intent",
    );
    expect(submission.entries).toEqual([
      ["a", "1"],
      ["d", "on"],
      ["r", "y"],
      ["s", "Satu"],
      ["t", "baris\r\ndua"],
      ["intent", "hapus"],
    ]);
    expect(submission.method).toBe("POST");
    expect(submission.url.href).toBe(page.href);
  });

  it("takes controls outside the form that name it, and the submitter's form* attributes", () => {
    const { $ } = submit(`<form id="f" action="/a"></form>`);
    $("body").append(
      `<input form="f" name="q" value="kertas"><button form="f" name="go" formaction="/produk" formmethod="get">Cari</button>`,
    );
    const submission = buildSubmission($, $("form").get(0)!, $("[name=go]").get(0), page, new WeakMap());
    expect(submission.method).toBe("GET");
    expect(submission.url.pathname).toBe("/produk");
    expect(urlencoded(submission.entries)).toBe("q=kertas&go=");
  });

  it("sends an empty file part for an empty file input, and the chosen file otherwise", () => {
    const html = `<form method="post" enctype="multipart/form-data"><input type="file" name="bukti"><input type="file" name="foto"></form>`;
    const $ = load(html, { scriptingEnabled: false });
    const files = new WeakMap<Element, ChosenFile[]>();
    files.set($("[name=foto]").get(0)!, [
      { name: "a b.png", type: "image/png", content: Buffer.from("PNG") },
    ]);
    const submission = buildSubmission($, $("form").get(0)!, undefined, page, files);
    expect(submission.enctype).toBe("multipart/form-data");
    const { body, contentType } = multipart(submission.entries);
    const boundary = contentType.split("boundary=")[1];
    expect(body.toString()).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="bukti"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="a b.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n` +
        `--${boundary}--\r\n`,
    );
  });

  it("encodes as Chromium does: spaces as +, line breaks as CRLF", () => {
    expect(urlencoded([["q", "kertas a4\nx&y"]])).toBe("q=kertas+a4%0D%0Ax%26y");
  });
});
