// What one storefront request gathers for its log line and metrics: its id (sent to the admin host
// as X-Request-Id on every call), the host calls it made and the uploads it read. server.ts opens
// the context; the Vite-built app (app/lib/admin/client.server.ts, app/lib/uploads.server.ts)
// fills it, and keeps with it what is kept for one request only (`perRequest`: the session opened
// in app/lib/session.server.ts, the admin client's reads). Both load their own copy of this module,
// so the store itself is one per process.
import { AsyncLocalStorage } from "node:async_hooks";

export interface AdminCall {
  /** Method and path pattern, e.g. "GET product/:id" (never a query string or file name). */
  call: string;
  /** The host's status; 0 when no answer came (timeout, connection refused). */
  status: number;
  ms: number;
}

export interface RequestContext {
  id: string;
  calls: AdminCall[];
  uploadBytes: number;
  /** Why uploads were refused: an HTTP status, or "file" for a file the rules turned away. */
  uploadRefusals: string[];
}

const key = Symbol.for("toko.request-context");
const holder = globalThis as { [key]?: AsyncLocalStorage<RequestContext> };
const store = (holder[key] ??= new AsyncLocalStorage<RequestContext>());

export function runInRequest<T>(context: RequestContext, run: () => T): T {
  return store.run(context, run);
}

// The ids of the requests this process is answering (a proxy's id may repeat: counted).
const runningIds = new Map<string, number>();

/** Notes `id` as running until the returned function is called (server/request-log.ts). */
export function trackRunning(id: string): () => void {
  runningIds.set(id, (runningIds.get(id) ?? 0) + 1);
  return () => {
    const left = (runningIds.get(id) ?? 1) - 1;
    if (left > 0) runningIds.set(id, left);
    else runningIds.delete(id);
  };
}

/** Whether a storefront request with this id is running in this process. */
export function isRunningRequest(id: unknown): boolean {
  return typeof id === "string" && runningIds.has(id);
}

/** The running request's context; undefined outside a request (start-up, timers). */
export function currentRequest(): RequestContext | undefined {
  return store.getStore();
}

/**
 * A value of a module's own kept with each request: `perRequest(create)` returns what gets the
 * running request's value, made by `create` at its first use in that request; undefined outside a
 * request (start-up, timers). Keyed by the request's context, which is one per request whichever
 * copy of the Request a loader got: nothing is shared with another request, and nothing outlives
 * its own (the context is the key of a WeakMap).
 */
export function perRequest<T extends object>(create: () => T): () => T | undefined {
  const values = new WeakMap<RequestContext, T>();
  return () => {
    const context = store.getStore();
    if (!context) return undefined;
    let value = values.get(context);
    if (value === undefined) values.set(context, (value = create()));
    return value;
  };
}

/** An admin-host path as a pattern: no query, numeric segments as ":id". */
export function callPattern(method: string, path: string): string {
  const bare = path.split("?")[0].replace(/^\/+/, "");
  return `${method} ${bare.replace(/(^|\/)\d+(?=\/|$)/g, "$1:id")}`;
}

/** For the uploads module: the bytes of the files it kept and the refusals it answered. */
export function recordUpload(bytes: number, refusals: string[]): void {
  const context = store.getStore();
  if (!context) return;
  context.uploadBytes += bytes;
  context.uploadRefusals.push(...refusals);
}
