import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { pageChunks } from "./app/page-chunks";
import { picoSubset } from "./app/styles/pico-subset";
import { sheetSplit } from "./app/styles/sheet-split";
import { shortVariables } from "./app/styles/short-variables";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const framework =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run|turbo-stream|remix-utils)\//;

const pages = pageChunks();

export default defineConfig(({ isSsrBuild }) => ({
  // Pico trimmed to what the shop uses, then the shared sheets split into the base, its dark theme
  // and the forms sheet, then Pico's variables renamed short in every sheet (decision 0020).
  css: { postcss: { plugins: [picoSubset(), sheetSplit(), shortVariables()] } },
  build: isSsrBuild
    ? undefined
    : {
        // Terser packs the browser's code about 4 % smaller (gzip) than esbuild's minifier: 3.5 kB
        // of every page's first load, for a few seconds more of build.
        minify: "terser",
        terserOptions: { compress: { passes: 2 }, module: true },
        rollupOptions: {
          // React, React Router and Remix in one chunk (with Rollup's helper for React's CommonJS
          // modules): one well-compressed file that every page loads and that stays cached across
          // releases of the shop's own code. The shop's modules by page (app/page-chunks.ts).
          output: {
            manualChunks: (id, { getModuleInfo }) =>
              framework.test(id) || id === "\0commonjsHelpers.js"
                ? "framework"
                : pages.chunk(id, getModuleInfo),
            onlyExplicitManualChunks: true,
          },
        },
      },
  plugins: [
    remix({
      // BUILD_DIR lets parallel test runs build side by side without clobbering each other.
      buildDirectory: process.env.BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
    pages.plugin,
  ],
}));
