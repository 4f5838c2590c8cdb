// A PostCSS plugin for the build (vite.config.ts): only the Pico parts the shop uses. Pico's
// rules for features no page has are dropped, and so are its [data-theme] copies of the light
// and dark variables (the shop never sets data-theme; the light theme and the dark one for
// visitors who prefer it stay). Only rules that come from Pico's file are touched.
import type { Plugin, Rule } from "postcss";

/** Selectors of Pico features the shop does not use (no such element, role or class in app/). */
export const UNUSED_PICO = [
  // A theme forced by the attribute; ":not([data-theme=dark])" (the light theme itself) stays.
  /(?<!:not\()\[data-theme=(light|dark)\]/,
  /\[data-tooltip/,
  /\[role=switch\]/,
  /\[role=group\]/,
  /type=color/,
  /\.container-fluid/,
  /\.grid\b/,
  /\b(hgroup|mark|kbd|abbr|sub|sup|ins|pre|code|samp|figure|figcaption|meter|canvas|audio|iframe)\b/,
];

const fromPico = (rule: Rule) => rule.source?.input.file?.includes("@picocss/pico") ?? false;

export function picoSubset(): Plugin {
  return {
    postcssPlugin: "pico-subset",
    OnceExit(root) {
      root.walkRules((rule) => {
        if (!fromPico(rule)) return;
        const kept = rule.selectors.filter(
          (selector) => !UNUSED_PICO.some((unused) => unused.test(selector)),
        );
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}
