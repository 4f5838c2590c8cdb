import { defineConfig } from "@playwright/test";

// Each e2e run serves its own production build on its own port with a fresh data folder,
// so parallel runs (BUILD_DIR / E2E_PORT) never share state.
const port = Number(process.env.E2E_PORT ?? 4100);
const buildDir = process.env.BUILD_DIR ?? "build";
const dataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;
export const operatorKey = "e2e-operator-key";

export default defineConfig({
  testDir: "tests/e2e",
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A client-side navigation's page may appear seconds after its address on a loaded 2-core
  // machine (seen after sign-out in a full run); a failing expectation only waits longer.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "id-ID",
    timezoneId: "Asia/Makassar",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  // Every journey runs with JavaScript on and off; a test tagged @http (HTTP_ONLY in
  // tests/e2e/support) opens no page, so it runs once.
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@http/ },
    { name: "nojs", use: { javaScriptEnabled: false }, grepInvert: /@http/ },
    { name: "http", grep: /@http/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node server.ts`,
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      BUILD_DIR: buildDir,
      ADMIN_HOST_DATA_DIR: dataDir,
      OPERATOR_KEY: operatorKey,
      SESSION_SECRET: "e2e-session-secret-at-least-32-characters-long",
      COOKIE_SECURE: "false",
    },
  },
});
