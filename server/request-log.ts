// The storefront's request log: one pino line per request with its id, method, route pattern,
// status, duration and the admin-host calls it made (server/request-context.ts). No URL, header or
// body is logged, so no token, cookie, password or file name can reach a line.
import type { RequestHandler } from "express";
import { elapsedMs, requestId, type Logger } from "../admin-host/src/http/log.ts";
import type { Metrics } from "./metrics.ts";
import { runInRequest, trackRunning, type RequestContext } from "./request-context.ts";

type Options = {
  logger: Logger;
  /** A client's X-Request-Id is taken only from a trusted proxy (TRUST_PROXY > 0). */
  trustProxy: number;
  /** The request's route pattern, known once the response is done. */
  route: (path: string) => string | Promise<string>;
  metrics: Metrics | null;
};

export function requestLog({ logger, trustProxy, route, metrics }: Options): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    const context: RequestContext = {
      id: requestId(req, trustProxy > 0),
      calls: [],
      uploadBytes: 0,
      uploadRefusals: [],
    };
    res.setHeader("X-Request-Id", context.id);
    const done = trackRunning(context.id);
    res.once("close", async () => {
      done();
      const ms = elapsedMs(start);
      // A client gone before the answer (nginx's 499) is told apart from one that got its status.
      const status = res.writableFinished ? res.statusCode : 499;
      const entry = { method: req.method, route: await route(req.path), status, ms };
      logger.info({ reqId: context.id, ...entry, calls: context.calls }, "request");
      // A multipart body refused by its declared length (server/limits.ts) never reached the uploads module.
      const multipart = /^multipart\/form-data/i.test(req.headers["content-type"] ?? "");
      if (multipart && status === 413 && context.uploadRefusals.length === 0)
        context.uploadRefusals.push("413");
      metrics?.observe(entry, context);
    });
    runInRequest(context, next);
  };
}
