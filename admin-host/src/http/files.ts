import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const types: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".mp4": "video/mp4",
  ".mov": "video/quicktime",
  ".3gp": "video/3gpp",
  ".mkv": "video/x-matroska",
  ".avi": "video/x-msvideo",
  ".mpeg": "video/mpeg",
};
const documents = new Set([".pdf", ".doc", ".docx"]);

/**
 * Serves a stored file. Names are generated and never reused for other content, so they are cached
 * for a year; documents are always downloaded, and no type is ever guessed by the browser.
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
  const target = normalize(join(filesDir, decoded));
  const ext = extname(target).toLowerCase();
  const type = types[ext];
  const info =
    type && target.startsWith(filesDir + sep) && (method === "GET" || method === "HEAD")
      ? await stat(target).catch(() => null)
      : null;
  if (!info?.isFile() || !type) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" });
    res.end("File tidak ditemukan");
    return;
  }
  const headers: Record<string, string | number> = {
    "Content-Type": type,
    "Content-Length": info.size,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Last-Modified": info.mtime.toUTCString(),
  };
  if (documents.has(ext))
    headers["Content-Disposition"] = `attachment; filename="${target.split(sep).pop()}"`;
  if (ext === ".svg") headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'";
  res.writeHead(200, headers);
  if (method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(target)
    .on("error", () => res.destroy())
    .pipe(res);
}
