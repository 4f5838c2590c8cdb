// `npm start`: serve the production build, building it first when there is none.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";

if (!existsSync(resolve(buildDir, "server/index.js"))) {
  console.log(`No build in ${buildDir}/: building first.`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A one-command local start has no SESSION_SECRET: keep a random one beside the demo data so
// sessions survive restarts. Real deployments set SESSION_SECRET (the same on every process).
if (!process.env.SESSION_SECRET) {
  const dataDir = resolve(process.env.ADMIN_HOST_DATA_DIR ?? "./data");
  const file = join(dataDir, "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = readFileSync(file, "utf8").trim();
  // Without a secret this is a local demo on plain http, where Safari drops Secure cookies.
  process.env.COOKIE_SECURE ??= "false";
  // ...and it is reached where PORT says (production deployments set PUBLIC_URL).
  process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT || 3000}`;
  console.warn(`*** SESSION_SECRET is not set: using the local secret in ${file}. Set it in production. ***`);
}

process.env.NODE_ENV = "production";
await import("../server.ts");
