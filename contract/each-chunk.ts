// Reading an upload's file part chunk by chunk, for the one upload receiver both halves use
// (upload-receiver.ts). Node-only: it takes a Node Readable.
import type { Readable } from "node:stream";

/**
 * Hands the stream's chunks one at a time to `take`: true goes on, false stops (the rest is left
 * unread), and a promise pauses the stream until it settles. Resolves at the end or the stop. Not
 * `for await`, which waits on every chunk and whose read() joins the chunks waiting into new
 * buffers: a 50 MB upload took half again as much memory.
 */
export function eachChunk(
  stream: Readable,
  take: (chunk: Buffer) => boolean | Promise<boolean>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // A part whose last chunk is still being taken may end meanwhile: the end waits for it.
    let taking: Promise<unknown> = Promise.resolve();
    const done = () => {
      stream.off("data", onData);
      stream.off("end", ended);
      resolve();
    };
    const ended = () => void taking.then(done, () => undefined);
    const onData = (chunk: Buffer) => {
      let taken: boolean | Promise<boolean>;
      try {
        taken = take(chunk);
      } catch (error) {
        reject(error);
        return;
      }
      if (taken === false) done();
      if (typeof taken === "boolean") return;
      stream.pause();
      taking = taken.then((more) => (more ? stream.resume() : done()), reject);
    };
    stream.on("data", onData);
    stream.once("end", ended);
    stream.once("error", reject);
    // busboy may destroy a part left unread with an error later: nobody needs to hear it then.
    stream.on("error", () => undefined);
  });
}
