// The chat's poll (GET /profil/chat/pesan?id=&date=) answered ahead of Remix's request handler.
// Every open chat asks every 3 s and nearly always finds nothing new, and for so small an
// answer Remix's route matching (the whole route tree, twice per request) cost more than the
// poll itself. The route's own loader (app/routes/profil.chat_.pesan.tsx: the session, one
// host call, a 204 or the new lines) is called here with the request and load context Remix
// would give it, so the browser's contract is the route's, whichever way the request came.
// Not re-exported by the package index: the adapter's own conversion, so the loader gets the very
// Request Remix would build and the answer is written as Remix writes it.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type { Request, RequestHandler, Response as ExpressResponse } from "express";

export const CHAT_POLL_PATH = "/profil/chat/pesan";
const ROUTE_ID = "routes/profil.chat_.pesan";

type Options = {
  build: () => Promise<ServerBuild>;
  loadContext: (req: Request, res: ExpressResponse) => AppLoadContext;
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
        request: createRemixRequest(req, res),
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
