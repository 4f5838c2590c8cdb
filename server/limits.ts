// Request-body limits enforced before Remix reads a body.
import type { RequestHandler } from "express";

const FORM_LIMIT = 1024 * 1024; // urlencoded and JSON forms
const MULTIPART_LIMIT = 50 * 1024 * 1024; // uploads (payment proofs, documents)

export function bodyLimits(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = req.is("multipart/form-data") ? MULTIPART_LIMIT : FORM_LIMIT;
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      // Browsers always declare the size of a form; a streamed body of unknown size is refused
      // rather than counted, which would mean reading it before Remix does.
      if (req.headers["transfer-encoding"] === undefined) return next();
      req.resume();
      res.status(411).type("text/plain").send("Content-Length diperlukan.");
      return;
    }
    if (Number(declared) > limit) {
      req.resume();
      res.status(413).type("text/plain").send("Ukuran data terlalu besar.");
      return;
    }
    next();
  };
}
