import { Transform } from "node:stream";

// Remix's <Scripts> asks for every module of the page with <link rel="modulepreload">, which
// Chromium fetches at high priority: on a slow phone the 85 kB framework chunk then shares the
// line with the stylesheet and holds back the first paint of a page that works without it.
// Marked low, the scripts load after the stylesheet and the first image, and still before
// the page is parsed to the end. Only an attribute is added, so React's hydration (which
// compares elements, not extra server attributes, in production) is not disturbed.
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const TAG_START = "<".charCodeAt(0);

/** How many bytes at the end of `bytes` could be the start of a preload tag cut by a chunk boundary. */
function cutTagLength(bytes: Buffer): number {
  const last = bytes.lastIndexOf(TAG_START);
  if (last === -1) return 0;
  const tail = bytes.subarray(last);
  return tail.length < PRELOAD.length && PRELOAD.subarray(0, tail.length).equals(tail) ? tail.length : 0;
}

function lowered(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(PRELOAD); at !== -1; at = bytes.indexOf(PRELOAD, from)) {
    parts.push(bytes.subarray(from, at), LOW_PRELOAD);
    from = at + PRELOAD.length;
  }
  if (from === 0) return bytes;
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/** A byte stream that marks the document's module preloads fetchpriority="low" as it passes. */
export function lowPriorityModulePreloads(): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = held.length ? Buffer.concat([held, chunk]) : chunk;
      const keep = cutTagLength(bytes);
      held = Buffer.from(bytes.subarray(bytes.length - keep));
      done(null, lowered(bytes.subarray(0, bytes.length - keep)));
    },
    flush(done) {
      done(null, held.length ? held : undefined);
    },
  });
}
