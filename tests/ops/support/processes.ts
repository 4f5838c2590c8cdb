// Real processes for the operations tests: the standalone admin host (`npm run admin-host`'s
// script) and storefronts on the production build, each on its own loopback port, their stdout
// kept as lines (pino JSON in production) for the tests to read.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../support/storefront.ts";

export { freePort };

export const operatorKey = "ops-operator-key";
export const sessionSecret = "ops-session-secret-at-least-32-characters";

export class Process {
  readonly lines: string[] = [];
  readonly child: ChildProcess;
  /** What waits for the next output (`written`). */
  private readonly waiting = new Set<() => void>();
  readonly url: string;
  readonly port: number;
  /** A temporary folder of its own (the host's data), removed once it has stopped. */
  private readonly ownDir: string | undefined;

  constructor(script: string, port: number, env: Record<string, string>, ownDir?: string) {
    this.port = port;
    this.ownDir = ownDir;
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, [script], {
      env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let rest = "";
    const keep = (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split("\n");
      rest = parts.pop() ?? "";
      this.lines.push(...parts);
      for (const wake of this.waiting) wake();
    };
    this.child.stdout!.on("data", keep);
    this.child.stderr!.on("data", keep);
  }

  /** The JSON log lines (pino); other output is skipped. */
  json(): Record<string, unknown>[] {
    return this.lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  }

  /**
   * Resolves once `condition` holds, checked on the output kept so far and again as each piece of
   * output comes in: a process writes a request's log line after the answer has gone out, so a test
   * waits for the line itself rather than for a while. No time limit of its own: the test's timeout
   * ends a wait for output that never comes.
   */
  async written(condition: () => boolean): Promise<void> {
    while (!condition()) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiting.delete(wake);
          resolve();
        };
        this.waiting.add(wake);
      });
    }
  }

  /** The first JSON log line `match` takes, once it is written (see `written`). */
  async logLine(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
    await this.written(() => this.json().some(match));
    return this.json().find(match)!;
  }

  async ready(path: string, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`${this.url} exited:\n${this.lines.join("\n")}`);
      const ok = await fetch(`${this.url}${path}`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.url}${path} not ready after ${timeoutMs} ms:\n${this.lines.join("\n")}`);
  }

  /** SIGTERM, then waits for the exit (the graceful stop); its exit code. */
  async stop(): Promise<number | null> {
    if (this.child.exitCode !== null) return this.child.exitCode;
    const exited = once(this.child, "exit");
    this.child.kill("SIGTERM");
    await exited;
    if (this.ownDir) await rm(this.ownDir, { recursive: true, force: true });
    return this.child.exitCode;
  }
}

export async function startAdminHost(): Promise<Process> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "ops-host-"));
  const env = { ADMIN_HOST_PORT: String(port), ADMIN_HOST_DATA_DIR: dataDir, OPERATOR_KEY: operatorKey };
  const host = new Process("admin-host/src/main.ts", port, env, dataDir);
  await host.ready("/api/setting");
  return host;
}

/** A storefront on the production build (BUILD_DIR) calling `host`; `env` adds or overrides. */
export async function startStorefront(
  host: Process,
  env: Record<string, string> = {},
  port?: number,
): Promise<Process> {
  const at = port ?? (await freePort());
  const storefront = new Process("server.ts", at, {
    PORT: String(at),
    PUBLIC_URL: `http://localhost:${at}`,
    ADMIN_API_URL: `${host.url}/api`,
    ADMIN_FILES_URL: `${host.url}/files`,
    SESSION_SECRET: sessionSecret,
    COOKIE_SECURE: "false",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    ...env,
  });
  await storefront.ready("/healthz");
  return storefront;
}

/** A fresh verified buyer through the host's operator API. */
export async function createBuyer(
  host: Process,
): Promise<{ username: string; email: string; password: string }> {
  const answer = await fetch(`${host.url}/api/operator/customers`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Operator-Key": operatorKey },
    body: JSON.stringify({}),
  });
  if (answer.status !== 201) throw new Error(`operator/customers: ${answer.status}`);
  return ((await answer.json()) as { data: { username: string; email: string; password: string } }).data;
}
