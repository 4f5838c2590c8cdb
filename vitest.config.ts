import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // A feature's unit tests live beside it (app/features/<area>/); shared code's in tests/unit.
          include: ["tests/unit/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
          environment: "node",
          // Some unit files import the server modules in a hook; on a busy 2-core CI machine
          // that alone took over the default 10 s.
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          environment: "node",
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        // Operations: the test-machine step, logs, metrics, scale-out behind nginx (real processes).
        test: {
          name: "ops",
          include: ["tests/ops/**/*.test.ts"],
          environment: "node",
          testTimeout: 180000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
