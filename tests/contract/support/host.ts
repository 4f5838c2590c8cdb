import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAdminHost, type AdminHost } from "../../../admin-host/src/index.ts";
import type { Db } from "../../../admin-host/src/db/index.ts";

/** Response bodies in tests: asserted field by field against docs/admin-api.md, so left untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = any;

export interface ApiOptions {
  method?: string;
  token?: string;
  /** Sent as application/x-www-form-urlencoded; arrays repeat the key as given (write `cart_id[]`). */
  form?: Record<string, string | number | boolean | readonly (string | number)[]>;
  json?: unknown;
  multipart?: FormData;
  headers?: Record<string, string>;
}

export interface ApiResult<T = Body> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Buyer {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

export interface TestHost {
  /** Base URL of the host, e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  operatorKey: string;
  /** The live database, for arranging states no call can reach (e.g. expiring a token). */
  db: Db;
  /** Calls /api/<path> ("product/12" or "/product/12"); the body is parsed as JSON when it is JSON. */
  api<T = Body>(path: string, options?: ApiOptions): Promise<ApiResult<T>>;
  /** Calls /api/operator/<path> with the operator key and a JSON body. */
  operator<T = Body>(path: string, json?: unknown, method?: string): Promise<ApiResult<T>>;
  /** Logs in and returns the bearer token (throws on failure). */
  login(email: string, password: string): Promise<string>;
  /** A fresh verified buyer through the operator API, already logged in. */
  createBuyer(input?: {
    with_address?: boolean;
    username?: string;
    email?: string;
    password?: string;
    name?: string;
  }): Promise<Buyer>;
  /**
   * A copy of the data folder as it is now (database and files), in a new temporary folder that is
   * removed when this host closes: a seeded folder for another host, the CLI or `main.ts`, without
   * seeding again.
   */
  copyData(): Promise<string>;
  /** Every row of every table and every stored file's path: compare two to show that nothing changed. */
  snapshot(): Promise<{ tables: Record<string, unknown[]>; files: string[] }>;
  /** Stops and starts the host on the same data folder (the URL changes). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function listen(host: AdminHost): Promise<{ server: Server; url: string }> {
  const server = createServer(host.handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const tempDataDir = () => mkdtemp(join(tmpdir(), "admin-host-contract-"));

/**
 * Starts an admin host on a free port with an operator key, on a fresh data folder or on `dataDir`
 * (e.g. a `copyData()` copy; removed on close like a fresh one).
 */
export async function startHost(options: { latencyMs?: number; dataDir?: string } = {}): Promise<TestHost> {
  const dataDir = options.dataDir ?? (await tempDataDir());
  const copies: string[] = [];
  const operatorKey = "contract-operator-key";
  const boot = async () => {
    const host = await createAdminHost({
      dataDir,
      publicUrl: "http://localhost:5199",
      operatorKey,
      latencyMs: options.latencyMs,
    });
    return { host, ...(await listen(host)) };
  };
  let current = await boot();

  const stop = async () => {
    current.server.closeAllConnections();
    await new Promise<void>((resolve) => current.server.close(() => resolve()));
    await current.host.close();
  };

  const testHost: TestHost = {
    dataDir,
    operatorKey,
    get url() {
      return current.url;
    },
    get db() {
      return current.host.context.db;
    },
    async api(path, { method, token, form, json, multipart, headers = {} } = {}) {
      const init: RequestInit = {
        method: method ?? (form || json !== undefined || multipart ? "POST" : "GET"),
        headers: { ...headers },
      };
      const h = init.headers as Record<string, string>;
      h.Accept = "application/json";
      if (token) h.Authorization = `Bearer ${token}`;
      if (form) {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(form)) {
          for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
        }
        init.body = params;
      } else if (json !== undefined) {
        h["Content-Type"] = "application/json";
        init.body = JSON.stringify(json);
      } else if (multipart) init.body = multipart;
      const response = await fetch(`${current.url}/api/${path.replace(/^\/+/, "")}`, {
        ...init,
        redirect: "manual",
      });
      const text = await response.text();
      let body: unknown = text;
      if ((response.headers.get("content-type") ?? "").includes("json")) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      return { status: response.status, body: body as Body, headers: response.headers };
    },
    operator(path, json, method) {
      return testHost.api(`operator/${path.replace(/^\/+/, "")}`, {
        method: method ?? (json === undefined ? "GET" : "POST"),
        json,
        headers: { "X-Operator-Key": operatorKey },
      });
    },
    async login(email, password) {
      const result = await testHost.api("customer/login", { form: { email, password } });
      if (result.status !== 200)
        throw new Error(`login ${email} failed: ${result.status} ${JSON.stringify(result.body)}`);
      return result.body.token as string;
    },
    async createBuyer(input = {}) {
      const created = await testHost.operator("customers", input);
      if (created.status !== 201)
        throw new Error(`createBuyer failed: ${created.status} ${JSON.stringify(created.body)}`);
      const buyer = created.body.data as Omit<Buyer, "token">;
      return { ...buyer, token: await testHost.login(buyer.email, buyer.password) };
    },
    async copyData() {
      // Everything the WAL holds goes into the main file first, so the file alone is the database.
      testHost.db.raw.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      const copy = await tempDataDir();
      copies.push(copy);
      await cp(dataDir, copy, { recursive: true, filter: (source) => !/-(wal|shm)$/.test(source) });
      return copy;
    },
    async snapshot() {
      const tables: Record<string, unknown[]> = {};
      const names = testHost.db.all<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
      );
      for (const { name } of names) tables[name] = testHost.db.all(`SELECT * FROM "${name}"`);
      const files = (await readdir(join(dataDir, "files"), { recursive: true })).sort();
      return { tables, files };
    },
    async restart() {
      await stop();
      current = await boot();
    },
    async close() {
      await stop();
      for (const folder of [dataDir, ...copies]) await rm(folder, { recursive: true, force: true });
    },
  };
  return testHost;
}
