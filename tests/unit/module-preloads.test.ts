import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/lib/module-preloads.server";

const page =
  '<html><head><link rel="stylesheet" href="/site.css"/></head><body><h1>Kursi × 2 — ½ harga</h1>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/framework.js"/>' +
  '<link rel="modulepre"/><script type="module">import "/assets/entry.client.js"</script></body></html>';
const expected = page.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low and leaves the rest of the document as it was", async () => {
    expect(await through([Buffer.from(page)])).toBe(expected);
  });

  it("finds a tag cut by any chunk boundary, and never splits a multi-byte character", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it("passes a document cut into single bytes whole", async () => {
    const bytes = Buffer.from(page);
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it("gives back a held tag start when the stream ends on it", async () => {
    expect(await through([Buffer.from("<p>ok</p><link rel=")])).toBe("<p>ok</p><link rel=");
  });
});
