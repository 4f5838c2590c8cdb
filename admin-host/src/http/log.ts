// Request logs of both halves: pino JSON lines in production (for a log shipper), pino-pretty in
// development, the level from LOG_LEVEL. The storefront (server/request-log.ts) builds on this
// module so that both halves log a request the same way, under the same request id.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger } from "pino";

export type { Logger };

/**
 * Where production lines go: stdout, written a batch at a time (at 4 kB, every 50 ms, and at exit;
 * pino flushes a stream that is not synchronous when the process exits). A write per line was
 * a sixth of the host's CPU per chat poll and a twentieth of the storefront's (issue 32). One
 * buffer for every logger of the process (the storefront's and its embedded host's), so that
 * their lines never interleave.
 */
let stdout: ReturnType<typeof pino.destination> | undefined;
const batchedStdout = () =>
  (stdout ??= pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 50 }));

export function createLogger(name: string): Logger {
  const development = process.env.NODE_ENV !== "production";
  const options = {
    name,
    level: process.env.LOG_LEVEL || "info",
    // Lines never carry headers, URLs or bodies; should a caller pass one, these stay out.
    redact: {
      paths: [
        "headers.cookie",
        "headers.authorization",
        "*.cookie",
        "*.authorization",
        "*.password",
        "*.token",
      ],
      censor: "[redacted]",
    },
    transport: development
      ? { target: "pino-pretty", options: { singleLine: true, ignore: "hostname" } }
      : undefined,
  };
  return development ? pino(options) : pino(options, batchedStdout());
}

const wellFormedId = /^[\w.:-]{1,100}$/;

/** The caller's X-Request-Id when given one and well formed (it is written into log lines), else a new one. */
export function requestId(req: IncomingMessage, trusted: boolean): string {
  const given = req.headers["x-request-id"];
  return trusted && typeof given === "string" && wellFormedId.test(given) ? given : randomUUID();
}

/** Milliseconds since a process.hrtime.bigint() reading, to 0.1 ms. */
export function elapsedMs(start: bigint): number {
  return Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 10;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The admin host's request log: one line per request with the caller's request id (the storefront
 * sends it on every call), method, route pattern, status and duration; never the URL itself.
 * `route` names the pattern once the request has been handled. A request `folded` answers true for
 * writes no line: the embedded host's calls from its own storefront, whose line already has them.
 */
export function logRequests(
  logger: Logger,
  handler: Handler,
  route: (req: IncomingMessage) => string,
  folded?: (req: IncomingMessage) => boolean,
): Handler {
  return (req, res) => {
    const start = process.hrtime.bigint();
    const id = requestId(req, true);
    res.setHeader("X-Request-Id", id);
    if (folded?.(req)) return handler(req, res);
    res.once("close", () => {
      logger.info(
        { reqId: id, method: req.method, route: route(req), status: res.statusCode, ms: elapsedMs(start) },
        "request",
      );
    });
    handler(req, res);
  };
}
