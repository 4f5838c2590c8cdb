// Keeps one bad request from ending the storefront (and the admin host embedded in it). Each
// request runs inside an async scope; an unhandled rejection or uncaught exception raised inside
// one is traced back to it (Node runs these handlers in the scope of the failed code) and ends
// only that request.
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";

interface Scope {
  /**
   * Express's request, or the embedded host's (answered ahead of Express, server.ts): that one's
   * url is rewritten to the path below /admin-host, and its originalUrl keeps the whole path, as
   * Express's mount did, so an error line names the address the client asked for.
   */
  req: IncomingMessage & { originalUrl?: string };
  res: ServerResponse;
}

const scopes = new AsyncLocalStorage<Scope>();

/** First middleware: the rest of the request's handling runs in its scope. */
export function requestScope(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => scopes.run({ req, res }, next);
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
  const body = "Maaf, terjadi kesalahan pada sistem. Silakan coba lagi.";
  res.writeHead(500, {
    "Cache-Control": "no-store",
    Connection: "close",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
}

let installed = false;

/**
 * Once, at start: an error escaping a request's handling is logged in one line and ends that
 * request with 500; the process keeps serving. An error outside any request still ends the
 * process, as Node would.
 */
export function guardProcess(): void {
  if (installed) return;
  installed = true;
  const onError = (kind: string) => (error: unknown) => {
    const scope = scopes.getStore();
    if (!scope) {
      console.error(`${kind}:`, error);
      process.exit(1);
    }
    // The path without its query, which can carry a token (/reset-password?token=).
    console.error(
      `${kind} in ${scope.req.method} ${(scope.req.originalUrl ?? scope.req.url ?? "").split("?")[0]}: ${describe(error)}`,
    );
    endRequest(scope);
  };
  process.on("unhandledRejection", onError("unhandled rejection"));
  process.on("uncaughtException", onError("uncaught exception"));
}
