// A throwaway Redis for the tests of the shared abuse limits: a real redis-server on a free
// port, nothing saved to disk, stopped by the test. A missing redis-server fails the test (CI
// installs it in .ci/run): the shared store must not go untested silently.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { freePort } from "../../support/storefront";

const BINARY = process.env.REDIS_SERVER_PATH ?? "redis-server";

export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (spawnSync(BINARY, ["--version"]).error) {
    throw new Error(
      `${BINARY} is missing: the shared-store tests need a real Redis (apt-get install redis-server; .ci/run installs it)`,
    );
  }
  const port = await freePort();
  const child = spawn(
    BINARY,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
