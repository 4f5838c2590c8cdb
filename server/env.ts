// Validated process environment, shared by server.ts (run by Node directly) and the Remix
// app (through app/env.server.ts), so it imports nothing from app/. server.ts validates it once
// at start (loadEnv); modules read the result through `env`.
import { z } from "zod";

const DEV_SESSION_SECRET = "dev-only-session-secret-change-me-in-production";

const optionalUrl = z
  .string()
  .trim()
  .url()
  .transform((url) => url.replace(/\/+$/, ""))
  .optional();

// The shop's own address: an origin (scheme, host, port), nothing after it.
const publicUrl = z
  .string()
  .trim()
  .url()
  .transform((value) => new URL(value))
  .refine(
    (url) => url.protocol === "http:" || url.protocol === "https:",
    "must start with http:// or https://",
  )
  .refine(
    (url) => url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password,
    "must be the shop's origin only, e.g. https://toko.example.id (no path, query or credentials)",
  )
  .transform((url) => url.origin);

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // 0 lets the system pick a free port (tests); it needs ADMIN_API_URL, checked below.
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  ADMIN_API_URL: optionalUrl,
  ADMIN_FILES_URL: optionalUrl,
  PUBLIC_URL: publicUrl.optional(),
  REDIS_URL: z
    .string()
    .trim()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), "must start with redis:// or rediss://")
    .optional(),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((secrets) => secrets.every((s) => s.length >= 32), "each secret must be at least 32 characters"),
  ADMIN_HOST_DATA_DIR: z.string().trim().min(1).optional(),
  OPERATOR_KEY: z.string().trim().min(8).optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  ADMIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  ADMIN_HOST_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  UPLOAD_IDLE_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  COOKIE_SECURE: booleanFlag.optional(),
  BUILD_DIR: z.string().trim().min(1).default("build"),
  QUOTE_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  // Read by the logger itself (admin-host/src/http/log.ts); checked here so a typo stops the start.
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
});

export type Env = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  /**
   * The shop's public origin (PUBLIC_URL), e.g. https://toko.example.id: links in mails, share
   * links and payment return addresses are built from it, never from the request's Host.
   */
  publicUrl: string;
  /** Base of the host's API without trailing slash, e.g. https://admin.example.id/api. */
  adminApiUrl: string;
  /** Base under which browsers load the host's files, e.g. /admin-host/files. */
  adminFilesUrl: string;
  /** True when server.ts runs the reference admin host in-process. */
  embeddedAdminHost: boolean;
  sessionSecrets: string[];
  adminHostDataDir: string;
  operatorKey: string | undefined;
  trustProxy: number;
  adminTimeoutMs: number;
  adminHostLatencyMs: number;
  /** An upload body that sends no byte for this long is dropped (its temporary files removed). */
  uploadIdleMs: number;
  cookieSecure: boolean;
  buildDir: string;
  /** Shared store of the abuse limits (sign-in, reset, registration); unset = this process's memory. */
  redisUrl: string | undefined;
  /** Days a price quotation from the cart stays valid (its 'Berlaku sampai' date). */
  quoteValidDays: number;
  /** Port of the Prometheus listener (server/metrics.ts); unset = no metrics. */
  metricsPort: number | undefined;
  metricsHost: string;
};

/** Parses an environment; throws an Error whose message lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" (a common leftover in .env files and CI configs).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const isProduction = raw.NODE_ENV === "production";
  let sessionSecrets = raw.SESSION_SECRET;
  if (sessionSecrets.length === 0) {
    if (isProduction) throw new Error("Invalid environment:\n  SESSION_SECRET: required in production");
    sessionSecrets = [DEV_SESSION_SECRET];
  }
  // Behind a proxy the Host and X-Forwarded-Host headers are the client's to choose, so a
  // production shop must be told its address; a local demo is where PORT says.
  if (isProduction && raw.PUBLIC_URL === undefined) {
    throw new Error(
      "Invalid environment:\n  PUBLIC_URL: required in production: the shop's public address, " +
        "e.g. https://toko.example.id (links in mails are built from it)",
    );
  }
  const embeddedAdminHost = raw.ADMIN_API_URL === undefined;
  if (embeddedAdminHost && raw.PORT === 0) {
    throw new Error(
      "Invalid environment:\n  PORT: 0 (a random port) needs ADMIN_API_URL; the embedded host is reached on PORT",
    );
  }
  const adminApiUrl = raw.ADMIN_API_URL ?? `http://127.0.0.1:${raw.PORT}/admin-host/api`;
  // A real host serves files next to its API (…/api → …/storage is the provider's habit,
  // but not guaranteed), so ADMIN_FILES_URL is needed with ADMIN_API_URL; embedded files are same-origin.
  const adminFilesUrl =
    raw.ADMIN_FILES_URL ??
    (embeddedAdminHost ? "/admin-host/files" : adminApiUrl.replace(/\/api$/, "/files"));
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    port: raw.PORT,
    publicUrl: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    adminApiUrl,
    adminFilesUrl,
    embeddedAdminHost,
    sessionSecrets,
    adminHostDataDir: raw.ADMIN_HOST_DATA_DIR ?? "./data",
    operatorKey: raw.OPERATOR_KEY,
    trustProxy: raw.TRUST_PROXY,
    adminTimeoutMs: raw.ADMIN_TIMEOUT_MS,
    adminHostLatencyMs: raw.ADMIN_HOST_LATENCY_MS,
    uploadIdleMs: raw.UPLOAD_IDLE_MS,
    cookieSecure: raw.COOKIE_SECURE ?? isProduction,
    buildDir: raw.BUILD_DIR,
    redisUrl: raw.REDIS_URL,
    quoteValidDays: raw.QUOTE_VALID_DAYS,
    metricsPort: raw.METRICS_PORT,
    metricsHost: raw.METRICS_HOST,
  };
}

// The Remix build carries its own copy of this module (and Vite's dev server another): the value
// server.ts validated is kept where every copy reads it.
const LOADED = Symbol.for("pengadaan-shop.env");
const holder = globalThis as { [LOADED]?: Env };

/** Validates `source` and makes it the environment that `env` reads; throws naming each bad variable. */
function settle(source: Record<string, string | undefined>): Env {
  const env = parseEnv(source);
  if (env.sessionSecrets[0] === DEV_SESSION_SECRET) {
    console.warn(
      "\n*** WARNING: SESSION_SECRET is not set; using an insecure development secret. ***\n" +
        "*** Set SESSION_SECRET (32+ characters) before exposing this server.          ***\n",
    );
  }
  holder[LOADED] = env;
  return env;
}

/**
 * Validates process.env at start (server.ts, before anything reads it): a bad variable stops the
 * process with a message naming each.
 */
export function loadEnv(): Env {
  try {
    return settle(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const current = () => holder[LOADED] ?? settle(process.env);

/**
 * The environment validated at start. Where no server started (unit tests, a script importing a
 * module), the first read validates process.env as it is then, and throws on a bad variable.
 */
export const env: Env = new Proxy({} as Env, {
  get: (_target, key) => current()[key as keyof Env],
  // A unit test points the app at a server of its own (tests/unit/admin-client.test.ts).
  set: (_target, key, value) => Reflect.set(current(), key, value),
});
