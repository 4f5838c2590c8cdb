import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface HostProcess {
  child: ChildProcess;
  /** e.g. http://127.0.0.1:41234/api */
  api: string;
  operatorKey: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM unless it already exited; waits for the exit. */
  stop(): Promise<void>;
}

/** Runs `node admin-host/src/main.ts` alone on `dataDir` (a seeded copy, see TestHost.copyData). */
export async function startHostProcess(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<HostProcess> {
  const port = await freePort();
  const operatorKey = "kunci-proses";
  const child = spawn(process.execPath, ["admin-host/src/main.ts"], {
    env: {
      ...process.env,
      ADMIN_HOST_PORT: String(port),
      ADMIN_HOST_DATA_DIR: dataDir,
      OPERATOR_KEY: operatorKey,
      // Its per-request log lines (info) would bury the lines these tests read.
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8");
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (text: string) => (output += text));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (text: string) => {
      output += text;
      if (output.includes(`http://localhost:${port}/api`)) resolve();
    });
    void exited.then((code) => reject(new Error(`main.ts exited with ${code}: ${output}`)));
  });
  return {
    child,
    api: `http://127.0.0.1:${port}/api`,
    operatorKey,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
