// A PostCSS plugin for the build (vite.config.ts), run after sheetSplit: Pico's custom properties
// get short names in every sheet the build emits (`--p-` and a number instead of `--pico-` and
// words), where they are set and where they are read (decision 0020). Nothing is drawn
// differently: each name stands for one variable in every sheet, as before. The long names were
// about a fifteenth of the base sheet's gzip: gzip packs a name it has seen before in the same
// file, and the shared parts are separate files (the base, its dark theme, the forms and upload
// sheets, the areas' sheets), each of which spelt them out again.
//
// Each name's short one is its place in Pico's own file (the order of first appearance), so every
// sheet, built on its own, gets the same. A name the shop's code (app/**/*.ts, .tsx: an inline
// style, a script) mentions keeps its long form, as do CSS files imported `?raw` (Vite does not
// process them: the SPJ document's print sheets set and read their own, long names).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "postcss";
import { APP_DIR, filesUnder } from "./pico-subset";

const PREFIX = "--p-";

function shortNames(): Map<string, string> {
  const pico = readFileSync(createRequire(import.meta.url).resolve("@picocss/pico/css/pico.min.css"), "utf8");
  const code = filesUnder(APP_DIR, /\.tsx?$/)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const names = [...new Set(pico.match(/--pico-[\w-]+/g))];
  return new Map(
    names
      .map((name, index) => [name, `${PREFIX}${index.toString(36)}`] as const)
      .filter(([name]) => !new RegExp(`${name}(?![\\w-])`).test(code)),
  );
}

export function shortVariables(): Plugin {
  let short: Map<string, string> | undefined;
  const rename = (text: string) => text.replace(/--pico-[\w-]+/g, (name) => short!.get(name) ?? name);
  return {
    postcssPlugin: "short-variables",
    OnceExit(root) {
      root.walkDecls((decl) => {
        if (!decl.prop.startsWith("--pico-") && !decl.value.includes("--pico-")) return;
        short ??= shortNames();
        decl.prop = rename(decl.prop);
        decl.value = rename(decl.value);
      });
    },
  };
}
