import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, normalize, sep } from "node:path";
import { isPublicFile } from "../../../contract/stored-files.ts";
import { storedFileType, type FileType } from "../../../contract/uploads.ts";

/** A stored file to send: where it is and what it is. */
export interface FileToSend {
  absolutePath: string;
  size: number;
  mtime: Date;
  type: FileType;
}

/** The stored file at `relative` below `filesDir`, or null (missing, outside the root, an unknown type). */
export async function findStoredFile(filesDir: string, relative: string): Promise<FileToSend | null> {
  const absolutePath = normalize(join(filesDir, relative));
  const type = storedFileType(absolutePath);
  if (!type || !absolutePath.startsWith(filesDir + sep)) return null;
  const info = await stat(absolutePath).catch(() => null);
  return info?.isFile() ? { absolutePath, size: info.size, mtime: info.mtime, type } : null;
}

/** Sends a stored file with the given headers; a read error mid-way cuts the connection. */
export function sendFile(
  res: ServerResponse,
  file: FileToSend,
  headers: Record<string, string>,
  headOnly: boolean,
): void {
  res.writeHead(200, {
    "Content-Type": file.type.mime,
    "Content-Length": file.size,
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  if (headOnly) {
    res.end();
    return;
  }
  createReadStream(file.absolutePath)
    .on("error", () => res.destroy())
    .pipe(res);
}

/**
 * `GET /files/<path>`: public media only (contract/stored-files.ts); a buyer's private files are
 * served by `GET /api/files/...` to their owner alone. Names are generated and never reused for
 * other content, so public media are cached for a year; no type is ever guessed by the browser.
 */
export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  filesDir: string,
  relative: string,
): Promise<void> {
  const method = req.method ?? "GET";
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    decoded = "";
  }
  const file =
    isPublicFile(decoded) && (method === "GET" || method === "HEAD")
      ? await findStoredFile(filesDir, decoded)
      : null;
  if (!file) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" });
    res.end("File tidak ditemukan");
    return;
  }
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    "Last-Modified": file.mtime.toUTCString(),
  };
  sendFile(res, file, headers, method === "HEAD");
}
