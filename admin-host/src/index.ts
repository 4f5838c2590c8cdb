import { mkdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { migrate, openDb } from "./db/index.ts";
import type { HostContext } from "./http/context.ts";
import { operatorAllowed } from "./http/auth.ts";
import { discardRest } from "./http/body.ts";
import { HttpError } from "./http/errors.ts";
import { applyFault, createFaultState, releaseHanging } from "./http/faults.ts";
import { sendFile, serveFile } from "./http/files.ts";
import { Router, type Reply } from "./http/router.ts";
import { routeModules } from "./routes/index.ts";
import { seedIfEmpty } from "./seed/index.ts";

export interface AdminHostOptions {
  /** SQLite file and uploads live here; created and seeded when empty. */
  dataDir: string;
  /** Absolute URL under which browsers reach the host, e.g. http://localhost:3000/admin-host */
  publicUrl: string;
  /** Enables /api/operator/* for requests with header X-Operator-Key equal to it. */
  operatorKey?: string;
  /** Added to every /api call (benchmarks, resilience tests). */
  latencyMs?: number;
}

export interface AdminHost {
  handler(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
  /** For tests and the CLI: the live context (database, folders). */
  context: HostContext;
}

export async function createAdminHost(options: AdminHostOptions): Promise<AdminHost> {
  const dataDir = resolve(options.dataDir);
  const filesDir = join(dataDir, "files");
  mkdirSync(filesDir, { recursive: true });
  const db = openDb(join(dataDir, "admin-host.sqlite"));
  migrate(db);
  const context: HostContext = {
    db,
    dataDir,
    filesDir,
    publicUrl: options.publicUrl.replace(/\/+$/, ""),
    operatorKey: options.operatorKey || undefined,
    latencyMs: Math.max(0, options.latencyMs ?? 0),
    faults: createFaultState(),
  };
  await seedIfEmpty(context);

  const router = new Router();
  for (const register of routeModules) register(router);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://admin-host");
    const path = url.pathname;
    if (path.startsWith("/files/")) return serveFile(req, res, filesDir, path.slice("/files/".length));
    const isOperator = path.startsWith("/api/operator/");
    if (isOperator && !operatorAllowed(context.operatorKey, req.headers["x-operator-key"])) {
      req.resume();
      return send(res, { status: 404, body: { message: "Alamat API tidak ditemukan" } });
    }
    if (path.startsWith("/api/") && !isOperator) {
      if (context.latencyMs > 0) await sleep(context.latencyMs);
      if (applyFault(context.faults, req.method ?? "GET", path.slice(4), res)) {
        req.resume();
        return;
      }
    }
    let reply: Reply;
    try {
      reply = await router.dispatch(req, path, url.searchParams, context);
    } catch (error) {
      if (error instanceof HttpError) reply = { status: error.status, body: error.body };
      else {
        console.error("admin-host:", error);
        reply = { status: 500, body: { message: "Server Error" } };
      }
    }
    send(res, reply, req.method === "HEAD");
    discardRest(req);
  }

  return {
    context,
    handler(req, res) {
      handle(req, res).catch((error: unknown) => {
        console.error("admin-host:", error);
        if (!res.headersSent) send(res, { status: 500, body: { message: "Server Error" } });
        else res.destroy();
      });
    },
    async close() {
      releaseHanging(context.faults);
      db.close();
    },
  };
}

function send(res: ServerResponse, reply: Reply, headOnly = false): void {
  if (res.headersSent || res.destroyed) return;
  if (reply.file) return sendFile(res, reply.file, reply.headers ?? {}, headOnly);
  const raw = reply.headers?.["Content-Type"] !== undefined;
  const body = raw ? String(reply.body ?? "") : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...reply.headers,
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(headOnly ? undefined : body);
}
