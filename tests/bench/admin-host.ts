// `npm run bench:admin-host`: requests per second of the admin host's five hottest reads,
// with the host alone in its own process on a fresh data folder (loopback only).
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

declare module "autocannon" {
  interface Options {
    method?: string;
    body?: string;
  }
}

const port = Number(process.env.BENCH_HOST_PORT ?? 5151);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const goal = 2000;
const base = `http://127.0.0.1:${port}/api`;

const dataDir = await mkdtemp(join(tmpdir(), "b-bench-admin-host-"));
const host = spawn(process.execPath, ["admin-host/src/main.ts"], {
  env: {
    ...process.env,
    ADMIN_HOST_PORT: String(port),
    ADMIN_HOST_DATA_DIR: dataDir,
    ADMIN_HOST_LATENCY_MS: "0",
  },
  stdio: ["ignore", "pipe", "inherit"],
});

async function waitForHost(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${base}/setting`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("admin host did not start");
}

try {
  await waitForHost();
  const login = await fetch(`${base}/customer/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "demo", password: "demo12345" }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const targets = [
    { name: "GET setting", url: `${base}/setting` },
    { name: "GET category", url: `${base}/category` },
    {
      name: "POST product/filter",
      url: `${base}/product/filter`,
      method: "POST",
      headers: form,
      body: "page=1&sort=terlaris",
    },
    { name: "GET product/12", url: `${base}/product/12` },
    { name: "GET cart list (demo)", url: `${base}/transaction/cart/list-cart/1`, headers: auth },
  ];
  console.log(`admin host alone, ${connections} connections, ${seconds} s per call, goal ≥ ${goal} req/s\n`);
  console.log("call                      req/s   p99 ms  non-2xx");
  // Measures only; a call that answers errors makes the figures meaningless, so that fails the run.
  let broken = false;
  for (const target of targets) {
    const result = await autocannon({ connections, duration: seconds, ...target });
    const rps = Math.round(result.requests.average);
    broken ||= result.non2xx > 0 || result.errors > 0;
    console.log(
      `${target.name.padEnd(24)} ${String(rps).padStart(7)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(8)}${rps < goal ? "  below goal" : ""}`,
    );
  }
  if (broken) process.exitCode = 1;
} finally {
  host.kill("SIGTERM");
  await new Promise((resolve) => host.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}
