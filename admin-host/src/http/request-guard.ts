// Keeps one bad request from ending the host process. Each request is handled inside an async
// scope; an unhandled rejection or uncaught exception raised inside one is traced back to it
// (Node runs these handlers in the scope of the failed code) and ends only that request.
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";

interface Scope {
  req: IncomingMessage;
  res: ServerResponse;
}

const scopes = new AsyncLocalStorage<Scope>();

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Wraps a request handler so that errors escaping it can be traced back to its request. */
export function inRequestScope(handler: Handler): Handler {
  return (req, res) => scopes.run({ req, res }, () => handler(req, res));
}

const describe = (error: unknown) =>
  error instanceof Error
    ? `${error.name}${"code" in error ? ` ${String(error.code)}` : ""}: ${error.message}`
    : String(error);

/** Answers 500 (or cuts the connection when the answer has begun); the body may be unread, so the connection closes. */
function endRequest({ res }: Scope): void {
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ message: "Server Error" });
  res.writeHead(500, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(body);
}

let installed = false;

/**
 * For the process that owns the server (main.ts), once: an error escaping a request's handling is
 * logged in one line and ends that request with 500; the process keeps serving. An error outside
 * any request still ends the process, as Node would.
 */
export function guardProcess(label: string): void {
  if (installed) return;
  installed = true;
  const onError = (kind: string) => (error: unknown) => {
    const scope = scopes.getStore();
    if (!scope) {
      console.error(`${label}: ${kind}`, error);
      process.exit(1);
    }
    console.error(
      `${label}: ${kind} in ${scope.req.method} ${(scope.req.url ?? "").split("?")[0]}: ${describe(error)}`,
    );
    endRequest(scope);
  };
  process.on("unhandledRejection", onError("unhandled rejection"));
  process.on("uncaughtException", onError("uncaught exception"));
}
