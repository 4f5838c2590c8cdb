// Cross-site form posts. Remix refuses an action whose Origin is not the request's host with an
// empty 500 and a stack in the log, before any route code runs. The check is made here instead,
// with the same rule (Origin against X-Forwarded-Host, else Host): a foreign or "null" Origin
// is removed and the request marked, and readForm/readUpload (app/lib/body.server.ts), which
// every action calls first, answer 403 with the usual error page.
import type { RequestHandler } from "express";

/** The same name as CROSS_SITE_HEADER in app/lib/body.server.ts (server code imports nothing from app/). */
const CROSS_SITE_HEADER = "x-cross-site-request";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export function crossSiteMarker(): RequestHandler {
  return (req, _res, next) => {
    // Only this middleware may set the mark.
    delete req.headers[CROSS_SITE_HEADER];
    const origin = req.headers.origin;
    if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
    const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
    if (hostOf(origin) === null || hostOf(origin) !== host) {
      delete req.headers.origin;
      req.headers[CROSS_SITE_HEADER] = "1";
    }
    next();
  };
}
