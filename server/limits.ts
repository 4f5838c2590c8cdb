// Request-body limits enforced before Remix reads a body. Remix's actions read bodies only
// through readForm (urlencoded, 64 kB) and readUpload (multipart, with each route's own
// maximum and per-file limits, app/lib/uploads.server.ts); these limits refuse larger bodies
// by their Content-Length before anything is read.
import type { RequestHandler } from "express";

/** Plain forms (readForm's limit); any body that is not multipart. */
const FORM_LIMIT = 64 * 1024;
/**
 * The largest upload any route takes: a complaint's five proof videos of 50,000,000 bytes, plus
 * its text. readUpload refuses a smaller route's excess, and readForm any multipart body (415).
 */
const MULTIPART_LIMIT = 5 * 50_000_000 + 1024 * 1024;

export function bodyLimits(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = req.is("multipart/form-data") ? MULTIPART_LIMIT : FORM_LIMIT;
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      // Browsers always declare the size of a form; a streamed body of unknown size is refused
      // rather than counted, which would mean reading it before Remix does.
      if (req.headers["transfer-encoding"] === undefined) return next();
      refuse(res, 411, "Content-Length diperlukan.");
      return;
    }
    if (Number(declared) > limit) {
      refuse(res, 413, "Ukuran data terlalu besar.");
      return;
    }
    next();
  };
}

/** Answers without reading the body and closes the connection, so the client stops sending. */
function refuse(res: Parameters<RequestHandler>[1], status: number, text: string): void {
  res.status(status).set("Connection", "close").type("text/plain").send(text);
}
