// The storefront's HTTP server: Express around the Remix request handler, plus the embedded
// admin host under /admin-host when ADMIN_API_URL is unset. Node runs this file directly.
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createLogger, logRequests } from "./admin-host/src/http/log.ts";
import { routeOf } from "./admin-host/src/http/router.ts";
import { CHAT_POLL_PATH, chatPoll } from "./server/chat-poll.ts";
import { loadEnv } from "./server/env.ts";
import { bodyLimits } from "./server/limits.ts";
import { createMetrics } from "./server/metrics.ts";
import { noStoreWithCookies } from "./server/no-store.ts";
import { refuseCrossSite } from "./server/origin.ts";
import { guardProcess, requestScope } from "./server/request-guard.ts";
import { currentRequest, isRunningRequest } from "./server/request-context.ts";
import { requestLog } from "./server/request-log.ts";
import { routePattern } from "./server/route-pattern.ts";
import { dataAnswerHeaders, origins, securityHeaders } from "./server/security.ts";
import { gracefulShutdown } from "./server/shutdown.ts";

const env = loadEnv();
guardProcess();
const development = !env.isProduction;
const logger = createLogger("storefront");
const metrics = env.metricsPort ? createMetrics() : null;
const app = express();
app.disable("x-powered-by");
// Nothing reads req.query (Remix reads the URL itself): qs's parse of every query string is skipped.
app.set("query parser", false);
app.set("trust proxy", env.trustProxy);
app.use(requestScope());

// On SIGTERM: let running requests finish, then close the host's database (server/shutdown.ts).
const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const shutdown = gracefulShutdown({
  beforeExit: async () => {
    await adminHost?.close();
  },
  // The storefront's calls to the embedded host (env.adminApiUrl) come from this machine. The
  // tracking sees the whole path: the host's requests have it cut below /admin-host only after.
  selfCall: env.embeddedAdminHost
    ? (req) => loopback.has(req.socket.remoteAddress ?? "") && (req.url ?? "").startsWith("/admin-host/api/")
    : undefined,
});
app.use(shutdown.track);

app.get("/healthz", (_req, res) => {
  res.type("text/plain").send("ok");
});

app.get("/readyz", async (_req, res) => {
  try {
    const answer = await fetch(`${env.adminApiUrl}/setting`, { signal: AbortSignal.timeout(2000) });
    res
      .status(answer.ok ? 200 : 503)
      .type("text/plain")
      .send(answer.ok ? "ok" : `admin host: ${answer.status}`);
  } catch (error) {
    res
      .status(503)
      .type("text/plain")
      .send(`admin host: ${(error as Error).message}`);
  }
});

const adminHost = env.embeddedAdminHost
  ? await (
      await import("./admin-host/src/index.ts")
    ).createAdminHost({
      dataDir: env.adminHostDataDir,
      publicUrl: `${env.publicUrl}/admin-host`,
      operatorKey: env.operatorKey,
      latencyMs: env.adminHostLatencyMs,
    })
  : null;
// The embedded host logs its requests as the standalone one does, under the caller's request id,
// but for the calls this storefront makes for a request it is answering: that request's own line
// lists them (`calls`: pattern, status, ms), so a request is one line, not one plus one per call
// (the chat poll's cost, issue 32). Any other caller (the operator API, a test) gets its line.
const ownCall = (req: IncomingMessage) =>
  loopback.has(req.socket.remoteAddress ?? "") && isRunningRequest(req.headers["x-request-id"]);
// The embedded host's requests (its API, its files, its payment pages) are answered ahead of
// Express, which they never needed: in the same request scope and shutdown tracking as any
// request, which see the whole path (/admin-host/api/...); the host then gets the path below
// /admin-host, as under Express's mount. Express's handling of a request (its prototypes, its
// router) was about 4 % of a chat poll's CPU in a profile, paid twice per embedded poll (issue 32).
const hostRequests = adminHost
  ? logRequests(createLogger("admin-host"), adminHost.handler, routeOf, ownCall)
  : null;
const scope = requestScope();
const HOST_PATH = /^\/admin-host(?=[/?]|$)/i;
function embeddedHost(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "";
  if (!hostRequests || !HOST_PATH.test(url)) return false;
  scope(req, res, () =>
    shutdown.track(req, res, () => {
      // As Express's mount would give it: the path below /admin-host, from "/", and the whole
      // one as originalUrl (what the process's error lines name).
      const below = url.slice("/admin-host".length);
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = below.startsWith("/") ? below : `/${below}`;
      try {
        hostRequests(req, res);
      } catch (error) {
        // What Express did for a handler that threw: this request's 500, not the process's end.
        logger.error({ err: error }, "embedded admin host");
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Server Error");
      }
    }),
  );
  return true;
}

let build: ServerBuild | (() => Promise<ServerBuild>);
const serverBuild = async () => (typeof build === "function" ? await build() : build);
const loadContext = (req: Request, res: Response): AppLoadContext => ({
  // The chat poll's answers carry no page, and no nonce is made for them.
  cspNonce: String(res.locals.cspNonce ?? ""),
  // The client's address as TRUST_PROXY defines it (abuse limits); never a header read in app/.
  clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
  refusal: res.locals.refusal as number | undefined,
  requestId: currentRequest()?.id ?? "",
});

app.use(
  requestLog({
    logger,
    trustProxy: env.trustProxy,
    route: async (path) => {
      // The chat poll skips Remix's route matching (server/chat-poll.ts), so its log line does too.
      if (path === CHAT_POLL_PATH) return path;
      return path.startsWith("/assets/") ? "/assets/*" : routePattern((await serverBuild()).routes, path);
    },
    metrics,
  }),
);

// The chat poll, logged as any request, is answered here with fixed headers (no page, so no
// nonce), and ahead of compression: its answer (an empty 204 or a few lines of JSON) is under
// compression's 1 kB threshold, yet wrapping every write cost a tenth of the poll (issue 22).
app.use(
  chatPoll({ build: serverBuild, loadContext, headers: dataAnswerHeaders({ hsts: env.cookieSecure }) }),
);

app.use(
  securityHeaders({
    development,
    imageOrigins: origins(env.adminFilesUrl),
    // A real host's payment gateway is reached by a redirect after a form post, which
    // form-action governs; the embedded host is same-origin for browsers.
    formOrigins: env.embeddedAdminHost ? [] : origins(env.adminApiUrl),
    hsts: env.cookieSecure,
  }),
);
app.use(bodyLimits());
app.use(noStoreWithCookies());

app.use(compression());

if (development) {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(devServer.middlewares);
  build = () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
} else {
  const buildDir = resolve(env.buildDir);
  // Fingerprinted file names change with their content, so they can be cached for good.
  app.use("/assets", express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y" }));
  // Every public file has an extension; a page's path skips the file lookup (a stat per request).
  const publicFiles = express.static(`${buildDir}/client`, { maxAge: "1h" });
  app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));
  build = (await import(pathToFileURL(`${buildDir}/server/index.js`).href)) as ServerBuild;
}

const handleRemix = createRequestHandler({
  build,
  mode: development ? "development" : "production",
  getLoadContext: loadContext,
});
app.all("*", refuseCrossSite(handleRemix), handleRemix);

const server = createServer((req, res) => {
  if (!embeddedHost(req, res)) app(req, res);
}).listen(env.port, () => {
  const { port } = server.address() as AddressInfo;
  logger.info(`Storefront on http://localhost:${port} (${development ? "development" : "production"})`);
  if (adminHost) logger.info(`Embedded admin host on ${env.publicUrl}/admin-host`);
});
if (metrics) {
  metrics.listen(env.metricsPort!, env.metricsHost).once("listening", () => {
    logger.info(`Metrics on http://${env.metricsHost}:${env.metricsPort}/metrics`);
  });
}

shutdown.attach(server);
