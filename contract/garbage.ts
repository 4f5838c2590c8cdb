// Collecting an upload's dead buffers as it streams (issue 34 item 5). Every chunk of a request
// body arrives in a new buffer (Node's HTTP parser copies it out of the socket's), and so does
// every chunk of a file read from disk: a 50 MB upload leaves 50 MB of dead buffers on each pass,
// outside V8's heap. V8 collects those by its own schedule, once some 64 MB of them piled up, so a
// process that holds nothing still rose by 0 to 60 MB of resident memory per upload (a bare
// node:http server counting a 50 MB body: 0 to 55 MB), whatever the upload code did. Counting the
// bytes as they stream and collecting the young generation every GARBAGE_PACE_BYTES, where those
// buffers die, keeps the pile at a few MB for about a millisecond per collection (measured in
// docs/decisions/0007-streamed-uploads.md). Node-only: the upload receiver (upload-receiver.ts)
// and the storefront's sender to the host call it.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** Bytes of upload streamed between two collections of the young generation. */
export const GARBAGE_PACE_BYTES = 4_000_000;

type Collect = (options: { type: "minor"; execution: "sync" }) => void;

/**
 * V8's own collector, as `--expose-gc` gives it (Jest's leak detector takes it the same way): the
 * flag set for the moment a fresh context is made, then cleared, so no other context sees `gc`.
 * Null where it cannot be had: the uploads then only leave the collecting to V8.
 */
function collector(): Collect | null {
  const exposed = (globalThis as { gc?: unknown }).gc;
  if (typeof exposed === "function") return exposed as Collect;
  try {
    setFlagsFromString("--expose-gc");
    const collect: unknown = runInNewContext("gc");
    return typeof collect === "function" ? (collect as Collect) : null;
  } catch {
    return null;
  } finally {
    setFlagsFromString("--no-expose-gc");
  }
}

let collect: Collect | null | undefined;
/** Bytes streamed since the last collection, by every upload of the process together. */
let streamed = 0;

/** Counts `bytes` of upload streamed; every GARBAGE_PACE_BYTES, collects the dead buffers. */
export function paceGarbage(bytes: number): void {
  streamed += bytes;
  if (streamed < GARBAGE_PACE_BYTES) return;
  streamed = 0;
  collect ??= collector();
  collect?.({ type: "minor", execution: "sync" });
}
