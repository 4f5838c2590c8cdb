// A second storefront process pointed at a host the test controls, for failures that must
// not disturb other tests sharing the main server's embedded host.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeHostMode = "garbage" | "error500" | "hang";

/** A stand-in admin host that fails in the chosen way; `close()` makes it refuse connections. */
export async function startFailingHost(initial: FakeHostMode) {
  let mode = initial;
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    req.resume();
    if (mode === "hang") {
      hanging.add(res);
      return;
    }
    res.writeHead(mode === "error500" ? 500 : 200, { "Content-Type": "application/json" });
    res.end(mode === "error500" ? '{"message":"Server Error"}' : '{"data": [{"id": 1, "name": "rus');
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    setMode(next: FakeHostMode) {
      mode = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A TCP port free at the time of asking. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Runs `node server.ts` (production build) on a free port against `adminApiUrl`. */
export async function startStorefront(adminApiUrl: string, extraEnv: Record<string, string> = {}) {
  // The port is chosen here so that the shop's public address (PUBLIC_URL) can name it.
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      ADMIN_API_URL: adminApiUrl,
      SESSION_SECRET: "e2e-session-secret-at-least-32-characters-long",
      COOKIE_SECURE: "false",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`storefront did not start:\n${output}`)), 90_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Storefront on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`storefront exited with ${code}:\n${output}`)));
  });
  return {
    url,
    /** The process id (memory figures from /proc). */
    pid: child.pid,
    /** Everything the process wrote to stdout and stderr so far. */
    output: () => output,
    /** Resolves with the exit code (null when ended by a signal). */
    exited,
    /** Sends a signal without waiting (shutdown tests). */
    kill: (signal: NodeJS.Signals) => child.kill(signal),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
