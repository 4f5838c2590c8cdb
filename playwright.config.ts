import { defineConfig } from "@playwright/test";

// Three projects over one production build (BUILD_DIR), and a fourth of tools run by hand. Every worker runs its own shop (a
// storefront with its embedded host) on a copy of a data folder seeded once per run
// (tests/support/shop.ts), so no test shares state with another worker's.
// - http: tests/http, journeys without JavaScript as HTTP conversations (tests/http/kit);
// - js: tests/e2e in Chromium with JavaScript;
// - nojs: tests/e2e in Chromium with JavaScript off, except those tagged @once (ONCE in
//   tests/e2e/support): a test that opens no page, or whose journey without JavaScript is an
//   HTTP conversation in tests/http. What stays is what only a browser shows (layout, focus,
//   print, axe), the canary journeys that check the HTTP kit against the browser, and the
//   journeys not yet moved (decision 0002).
const chromium = {
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
};

export default defineConfig({
  globalSetup: "./tests/support/global-setup.ts",
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  // A flaky test is a failing test: no retry, here or in CI.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // Runs side by side on one machine keep their artefacts apart.
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results",
  use: {
    locale: "id-ID",
    timezoneId: "Asia/Makassar",
    trace: "off",
    launchOptions: chromium,
  },
  projects: [
    { name: "http", testDir: "tests/http" },
    { name: "js", testDir: "tests/e2e", use: { javaScriptEnabled: true } },
    { name: "nojs", testDir: "tests/e2e", grepInvert: /@once/, use: { javaScriptEnabled: false } },
    // Measuring tools run by hand, never by `npm test`: screenshots for a pixel comparison, CSS use.
    { name: "tools", testDir: "tests/tools" },
  ],
});
