// Receiving one file part of a multipart upload, for both halves (issue 31 item 4): the storefront's
// readUpload (app/lib/uploads.server.ts) and the admin host's parseMultipart (admin-host/src/
// uploads.ts) each parse the body with busboy and hand every file part here. The part is read a
// chunk at a time (each-chunk.ts); its first bytes are held until the sniffer (file-sniffer.ts)
// names its type; then it goes to the half's storage (a write stream it opens for that type) while
// its bytes are counted against the rule's limit (uploads.ts), never a byte past it. The verdict:
// stored, or refused as empty, of the wrong type or too big, with the spec's message; a refused
// file's bytes are thrown away. The bytes are counted for garbage.ts, which collects the dead
// chunks as they pile up. Node-only (streams and the file system), unlike the rest of
// contract/ which the browser loads too; the halves import it, never the browser.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { unlink } from "node:fs/promises";
import type { Readable, Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { eachChunk } from "./each-chunk.ts";
import { paceGarbage } from "./garbage.ts";
import { fileSniffer } from "./file-sniffer.ts";
import { limitFor, MESSAGES, type FileRule, type FileType } from "./uploads.ts";

/** Why a file was refused: a chosen file of 0 bytes, a type the rule does not take, past its limit. */
export type Refusal = "empty" | "type" | "size";

export type Received =
  | { ok: true; type: FileType; size: number }
  | { ok: false; refusal: Refusal; /** The spec's message. */ message: string };

/** Where a file's bytes go once its type is known. */
export type FileSink = {
  out: Writable;
  /** Throws away what was written; called once `out` is closed. */
  discard(): Promise<void>;
};

export type ReceiveOptions = {
  /** Opens the storage of a file of `type` (one the rule takes), when its first bytes named it. */
  open(type: FileType): FileSink | Promise<FileSink>;
  /**
   * What happens to the rest of a refused file's part: "stop" leaves it unread (the caller ends
   * the request: the host answers 422 at once), "discard" reads it through, storing nothing (the
   * storefront reads on to the fields after it, to give the form back as typed).
   */
  rest: "stop" | "discard";
};

/**
 * A file on disk at `path`, created (never an existing file: that one stays as it was) and deleted
 * when discarded. Its write stream holds at most one chunk while the disk is behind; the part
 * waits for it meanwhile.
 */
export function fileOnDisk(path: string): FileSink {
  const out = createWriteStream(path, { flags: "wx", highWaterMark: 64 * 1024 });
  let created = false;
  out.once("open", () => (created = true));
  return { out, discard: async () => (created ? unlink(path).catch(() => undefined) : undefined) };
}

/**
 * Receives one file part (see the top of this module). Resolves to the verdict once the part
 * ended (or, with `rest: "stop"`, once the file was refused) and a stored file is closed; rejects
 * when the part fails (the client went away, the parser broke) or the storage does, having thrown
 * away what was stored.
 */
export async function receiveFile(
  stream: Readable,
  rule: FileRule,
  options: ReceiveOptions,
): Promise<Received> {
  const sniffer = fileSniffer();
  const state: {
    /** The first bytes, until the sniffer names the type. */
    head: Buffer[] | null;
    size: number;
    sink: (FileSink & { type: FileType }) | null;
    /** A write error the storage reported. */
    failed: Error | null;
    refused: Extract<Received, { ok: false }> | null;
  } = { head: [], size: 0, sink: null, failed: null, refused: null };

  /**
   * Throws the stored bytes away. A write still in flight then fails with ERR_STREAM_DESTROYED,
   * which the sink's error listener takes; the file is deleted once closed, not before, as one
   * still being opened would be created again after the deletion.
   */
  const discard = async () => {
    const { sink } = state;
    if (!sink) return;
    state.sink = null;
    sink.out.destroy();
    // Not `once(out, "close")`: that would reject on the ERR_STREAM_DESTROYED error.
    if (!sink.out.closed) await new Promise<void>((resolve) => sink.out.once("close", () => resolve()));
    await sink.discard();
  };
  /** Records the refusal and throws away what was stored: true reads on, false stops. */
  const refuse = async (refusal: Refusal, message: string) => {
    state.refused = { ok: false, refusal, message };
    state.head = null;
    await discard();
    return options.rest === "discard";
  };
  /**
   * Writes bytes already counted in `size`: true, or a promise of true while the storage is behind
   * (the part waits). Past the limit nothing is written and the file is refused.
   */
  const store = (bytes: Buffer): boolean | Promise<boolean> => {
    const { sink } = state;
    if (!sink) return true;
    if (state.failed) throw state.failed;
    const limit = limitFor(rule, sink.type.kind);
    if (state.size > limit.maxBytes) return refuse("size", limit.tooBig);
    return sink.out.write(bytes) || once(sink.out, "drain").then(() => true);
  };
  /**
   * Once the first bytes named what the file may be: opens the storage for the first of those
   * types the rule takes and stores them, or refuses the type.
   */
  const start = async (candidates: readonly FileType[]) => {
    const bytes = Buffer.concat(state.head ?? []);
    state.head = null;
    const type = candidates.find((candidate) => rule.kinds.includes(candidate.kind));
    if (!type) return refuse("type", rule.badType);
    const sink = await options.open(type);
    sink.out.on("error", (error) => (state.failed ??= error));
    state.sink = { ...sink, type };
    return store(bytes);
  };

  try {
    await eachChunk(stream, (chunk) => {
      state.size += chunk.length;
      paceGarbage(chunk.length); // the chunks that went by are dead: see garbage.ts
      if (state.refused) return true; // the rest of a refused part is discarded
      sniffer.push(chunk);
      if (!state.head) return store(chunk);
      state.head.push(chunk);
      return sniffer.candidates === undefined || start(sniffer.candidates);
    });
    if (state.head && !state.refused) {
      // The part ended within the head: a chosen file of no bytes, or a short one.
      if (state.size === 0) return { ok: false, refusal: "empty", message: MESSAGES.emptyFile };
      const type = sniffer.finish();
      await start(type ? [type] : []);
    }
    const { sink } = state;
    if (state.refused || !sink) return state.refused ?? { ok: false, refusal: "type", message: rule.badType };
    // A .doc, .docx or .xlsx is one only once every byte went by (other Office files start alike).
    if (sniffer.finish() !== sink.type) {
      await refuse("type", rule.badType);
      return { ok: false, refusal: "type", message: rule.badType };
    }
    sink.out.end();
    await finished(sink.out);
    if (state.failed) throw state.failed;
    state.sink = null;
    return { ok: true, type: sink.type, size: state.size };
  } catch (error) {
    await discard();
    throw error;
  }
}
