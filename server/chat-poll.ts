// The chat's poll (GET /profil/chat/pesan?id=&date=) answered ahead of Remix's request handler.
// Every open chat asks every 3 s and nearly always finds nothing new, and for so small an
// answer Remix's route matching (the whole route tree, twice per request) cost more than the
// poll itself. The route's own loader (app/routes/profil.chat_.pesan.tsx: the session, one
// host call, a 204 or the new lines) is called here with the load context Remix would give it
// and a Request with what the loader reads (the URL Remix would build, the Cookie header, the
// signal that ends its host call when the buyer goes away), so the browser's contract is the
// route's, whichever way the request came. Remix's adapter copies every header into the Request
// (a browser sends a dozen or more) and listens twice for the answer's end (issue 32).
// Not re-exported by the package index: the adapter's own conversion, so that the answer is
// written as Remix writes it.
import { sendRemixResponse } from "@remix-run/express/dist/server.js";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";

export const CHAT_POLL_PATH = "/profil/chat/pesan";
const ROUTE_ID = "routes/profil.chat_.pesan";

type Options = {
  build: () => Promise<ServerBuild>;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** Set on every answer given here (server/security.ts dataAnswerHeaders: no page, no nonce). */
  headers: readonly [string, string][];
};

export function chatPoll({ build, loadContext, headers }: Options): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" || req.path !== CHAT_POLL_PATH) return next();
    const loader = (await build()).routes[ROUTE_ID]?.module.loader;
    if (!loader) return next(new Error(`${ROUTE_ID} has no loader: the chat poll cannot be answered`));
    let answer: unknown;
    try {
      answer = await loader({
        request: pollRequest(req, res),
        params: {},
        context: loadContext(req, res),
      });
    } catch (thrown) {
      answer = thrown;
    }
    // What the loader throws besides a Response (a redirect, a host failure) is left to Remix,
    // which logs it and answers its 500 as for any route.
    if (!(answer instanceof Response)) return next();
    for (const [name, value] of headers) res.setHeader(name, value);
    sendRemixResponse(res, answer).catch(next);
  };
}

/**
 * The Request the loader reads: the URL Remix's adapter builds (the port from X-Forwarded-Host,
 * else Host; the host name and scheme as "trust proxy" gives them), the Cookie header, and a signal
 * aborted when the answer can no longer be written before it was (a close without a finish).
 */
export function pollRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const port = portOf(req.get("X-Forwarded-Host")) ?? portOf(req.get("host"));
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  const cookie = req.headers.cookie;
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(url, { headers: cookie ? [["cookie", cookie]] : [], signal: controller.signal });
}

function portOf(host: string | undefined): number | undefined {
  const port = Number.parseInt(host?.split(":")[1] ?? "", 10);
  return Number.isSafeInteger(port) ? port : undefined;
}
