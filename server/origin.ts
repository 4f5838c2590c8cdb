// Cross-site form posts. Remix refuses an action whose Origin is not the request's host with an
// empty 500 and a stack in the log, before any route code runs. The check is made here first,
// with the same rule (Origin against X-Forwarded-Host, else Host; "null" is foreign), and the
// post is answered 403 by the usual error page: Remix renders a GET of an unmatched path
// (the catch-all route, app/routes/$.tsx, throws the status it finds in the load context), so
// no action and no page loader of the posted URL runs (a redirect to /login would win there).
import type { Request, RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Matched by no route but the catch-all. */
const REFUSAL_PATH = "/__ditolak";

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export function isCrossSite(req: Request): boolean {
  const origin = req.headers.origin;
  if (SAFE_METHODS.has(req.method) || origin === undefined) return false;
  const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
  const from = hostOf(origin);
  return from === null || from !== host;
}

/** Before the Remix handler `render`: answers a cross-site post with the 403 page. */
export function refuseCrossSite(render: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!isCrossSite(req)) return next();
    res.locals.refusal = 403;
    // The request as Remix will see it; the real one (and the request log) keep method and URL.
    const page = Object.create(req, {
      method: { value: "GET" },
      originalUrl: { value: REFUSAL_PATH },
      url: { value: REFUSAL_PATH },
    }) as Request;
    render(page, res, next);
  };
}
