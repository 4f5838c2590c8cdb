// Flat config: correctness rules only; formatting is Prettier's job (`npm run format`).
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The two halves meet only over HTTP (docs/admin-api.md): the storefront never imports the host. */
const HOST_WALL = {
  group: ["**/admin-host/**"],
  message: "The storefront talks to the admin host over HTTP only.",
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "build-*/",
      ".data-*/",
      "data/",
      "test-results/",
      "playwright-report/",
      ".cache/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      // Types are checked by TypeScript, not at run time.
      "react/prop-types": "off",
      // HTML's `blocking="render"` (decision 0016), newer than the rule's list of attributes.
      "react/no-unknown-property": ["error", { ignore: ["blocking"] }],
    },
  },
  {
    // No import cycles (issue 19): what a module imports forms a tree, so each module can be
    // read, tested and split without the others. The resolver follows tsconfig's `~/` alias.
    files: ["app/**/*.{ts,tsx}", "admin-host/**/*.ts", "server/**/*.ts", "server.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  { files: ["app/**/*.{ts,tsx}"], ...jsxA11y.flatConfigs.recommended },
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  {
    // The two halves meet only over HTTP (docs/admin-api.md): neither imports the other; both
    // import contract/ (pure rules both must apply alike: offers, dates, upload kinds).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [HOST_WALL],
        },
      ],
    },
  },
  {
    // lib/ holds what several areas share; it never reaches up into an area or a page (decision 0018).
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            HOST_WALL,
            {
              group: [
                "~/components/*",
                "~/routes/*",
                "~/features/*",
                "**/components/**",
                "**/routes/**",
                "**/features/**",
              ],
              message: "lib/ never imports a feature, a component or a route: move what both need into lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Shared UI serves every area and knows none (decision 0018).
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            HOST_WALL,
            {
              group: ["~/routes/*", "~/features/*", "**/routes/**", "**/features/**"],
              message: "components/ui never imports a feature or a route: pass what it needs as props.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["admin-host/**/*.ts", "contract/**/*.ts", "server.ts", "scripts/**/*.ts", "tests/bench/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/*", "**/app/**"], message: "Node-run code must not import the Vite-bundled app/." },
          ],
        },
      ],
    },
  },
);
