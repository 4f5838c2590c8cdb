// One shop per test worker: a storefront with its own embedded host, started on a copy of a data
// folder seeded once per run (seeding takes about 10 s on a 2-core machine, a copy a few ms).
// Playwright's global setup makes the template (SHOP_TEMPLATE); every worker copies it.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStorefront } from "./storefront";

export const operatorKey = "e2e-operator-key";

/** Seeds `dir` with the demo data, in a child process (the host's code runs on plain Node). */
export async function makeTemplate(dir: string): Promise<void> {
  const script = `
    const { createAdminHost } = await import(${JSON.stringify(join(process.cwd(), "admin-host/src/index.ts"))});
    const host = await createAdminHost({ dataDir: process.argv[1], publicUrl: "http://localhost/admin-host" });
    await host.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script, dir], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`seeding the template data folder ${dir} failed (exit ${code})`);
}

export type Shop = Awaited<ReturnType<typeof startStorefront>> & { dataDir: string };

/** A storefront on a fresh copy of the template; `env` adds settings (latency, idle limits...). */
export async function startShop(env: Record<string, string> = {}): Promise<Shop> {
  const template = process.env.SHOP_TEMPLATE;
  if (!template) throw new Error("SHOP_TEMPLATE is unset: run the tests through playwright.config.ts");
  const dataDir = await mkdtemp(join(tmpdir(), "toko-shop-"));
  await cp(template, dataDir, { recursive: true });
  const storefront = await startStorefront("", {
    ADMIN_HOST_DATA_DIR: dataDir,
    OPERATOR_KEY: operatorKey,
    ...env,
  });
  return {
    ...storefront,
    dataDir,
    async stop() {
      await storefront.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
