// Once per Playwright run: seed the template data folder every worker's shop is copied from.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTemplate } from "./shop";

export default async function globalSetup() {
  const dir = await mkdtemp(join(tmpdir(), "toko-template-"));
  await makeTemplate(dir);
  // Workers inherit the runner's environment as it is after global setup.
  process.env.SHOP_TEMPLATE = dir;
  return async () => rm(dir, { recursive: true, force: true });
}
