// A PostCSS plugin for the build (vite.config.ts): only the Pico parts the shop uses. Pico's
// rules for features no page has are dropped, and so are its [data-theme] copies of the light
// and dark variables (the shop never sets data-theme; the light theme and the dark one for
// visitors who prefer it stay). Only rules that come from Pico's file are touched.
//
// Two passes (decision 0020):
// - a selector is dropped when it needs an element, a class, an input type, a role or an aria-/
//   data- attribute that appears nowhere in the shop's code (app/**/*.tsx and .ts, but not the
//   build's own files, BUILD_FILES: these plugins name what they look for) nor in the
//   HTML the sanitizer lets through from the host (product descriptions, static pages); the
//   hand-kept list UNUSED_PICO names the rest;
// - then every --pico-* variable that no remaining rule, no stylesheet of the shop and no
//   component reads is dropped from Pico's theme blocks, until none is left to drop;
// - and the dark theme's declarations that repeat the light theme's word for word.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AtRule, Declaration, Plugin, Root, Rule } from "postcss";
import sanitize from "sanitize-html";
import { selectorParts } from "./selectors";

/** Selectors of Pico features the shop does not use (no such element, role or class in app/). */
export const UNUSED_PICO = [
  // A theme forced by the attribute; ":not([data-theme=dark])" (the light theme itself) stays.
  /(?<!:not\()\[data-theme=(light|dark)\]/,
  // Shadow roots: the shop has none (":host,:root" keeps ":root").
  /^:host\b/,
  /\[data-tooltip/,
  /\[role=switch\]/,
  /\[role=group\]/,
  /type=color/,
  /\.container-fluid/,
  /\.grid\b/,
  /\b(hgroup|mark|kbd|abbr|sub|sup|ins|pre|code|samp|figure|figcaption|meter|canvas|audio|iframe)\b/,
  // Shadow roots in :where() too (":where(:host),:where(:root)" keeps the second).
  /^:where\(:host\)/,
  // No reset button or input (FormAnswer.tsx names the type only to pass over it). Only where the
  // selector itself needs it: in :is()/:where()/:not() it is one alternative of several, and stays.
  /^[^(]*\[type=reset\]/,
  // Pico's dropdown: the shop's one, the header's cart, draws itself (layout.css `.cart-dropdown`).
  /\.dropdown\b/,
  // The shop writes aria-hidden only as "true", and aria-disabled only on the pager's span.
  /^\[aria-hidden=false\]/,
  /^label\[aria-disabled/,
  // Internet Explorer's and EdgeHTML's pseudo-elements (::-ms-check, ::-ms-expand...): no browser
  // the shop supports has them (their -ms- properties go too, see picoSubset).
  /::-ms-/,
];

export const APP_DIR = join(import.meta.dirname, "..");

/**
 * The build's own files in app/ (these PostCSS plugins and the chunking plugin, which
 * vite.config.ts runs), not the shop's code: their lists and comments name input types
 * (`"datetime-local"`, `"week"`) and other things no page has, which would otherwise keep Pico's
 * rules for them.
 */
const PLUGINS = ["pico-subset.ts", "sheet-split.ts", "selectors.ts", "short-variables.ts"];
export const BUILD_FILES = new Set([...PLUGINS.map((file) => join("styles", file)), "page-chunks.ts"]);

/** The shop's files under `dir` whose name matches: no tests, none of the build's own (BUILD_FILES). */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file) && !BUILD_FILES.has(file))
    .map((file) => join(dir, file));
}

/** Everything a Pico selector could meet: the shop's code, its own sheets, and the sanitizer's tags. */
function shopVocabulary() {
  const code = filesUnder(APP_DIR, /\.tsx?$/)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const ownCss = filesUnder(APP_DIR, /\.css$/)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const elements = new Set<string>([
    ...sanitize.defaults.allowedTags,
    "img",
    "span",
    "u",
    "s",
    // What the document always has, or what the browser draws.
    "html",
    "body",
    "head",
    "svg",
    "path",
  ]);
  for (const [, tag] of code.matchAll(/<([a-z][a-z0-9]*)[\s/>]/g)) elements.add(tag);
  return { code, ownCss, elements };
}

export const fromPico = (rule: Rule | AtRule) => rule.source?.input.file?.includes("@picocss/pico") ?? false;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Vocabulary = ReturnType<typeof shopVocabulary>;

/** Whether some element of the shop could match the selector (false: it never can). */
function canMatch(selector: string, words: Vocabulary): boolean {
  const { choices, elements, classes, attributes } = selectorParts(selector);
  // Of :is/:where/:has/:matches(...), one alternative will do.
  if (choices.some((options) => !options.some((one) => canMatch(one, words)))) return false;
  const has = (text: string) => words.code.includes(text);
  if (elements.some((tag) => !words.elements.has(tag))) return false;
  if (classes.some((name) => !new RegExp(`\\b${escape(name)}\\b`).test(words.code))) return false;
  for (const { name, value } of attributes) {
    if ((name === "type" || name === "role") && value && !has(`"${value}"`)) return false;
    // NavLink sets aria-current itself.
    if (/^(aria|data)-/.test(name) && name !== "aria-current" && !has(name)) return false;
    // The shop writes dir="auto" only (the sanitizer lets no dir through): [dir=rtl] never matches.
    if (name === "dir" && !has(value ? `dir="${value}"` : "dir=")) return false;
  }
  return true;
}

function dropUnusedVariables(root: Root, words: Vocabulary) {
  for (;;) {
    let read = words.ownCss + words.code;
    root.walkDecls((decl) => {
      read += `\n${decl.value}`;
    });
    const used = new Set(read.match(/--pico-[\w-]+/g));
    let dropped = 0;
    root.walkDecls(/^--pico-/, (decl) => {
      const rule = decl.parent as Rule;
      if (rule.type !== "rule" || !fromPico(rule) || used.has(decl.prop)) return;
      decl.remove();
      dropped += 1;
    });
    if (dropped === 0) return;
  }
}

/** Pico's @keyframes that no remaining rule, no stylesheet of the shop and no component names. */
function dropUnusedKeyframes(root: Root, words: Vocabulary) {
  let named = words.ownCss + words.code;
  root.walkDecls(/^(-webkit-)?animation(-name)?$/, (decl) => {
    named += `\n${decl.value}`;
  });
  root.walkAtRules(/keyframes$/, (atRule) => {
    if (fromPico(atRule) && !new RegExp(`\\b${escape(atRule.params)}\\b`).test(named)) atRule.remove();
  });
}

const LIGHT_ROOT = ":root:not([data-theme=dark])";
const DARK_ROOT = ":root:not([data-theme])";

/**
 * Pico's dark theme (`:root:not([data-theme])` in its dark media query) declares some variables
 * exactly as its light theme (`:root:not([data-theme=dark])`, no media query, so it holds in dark
 * mode too) does: `var(...)` of another variable, a shadow, an opacity; on the root, and on the
 * buttons, checkboxes and radios (`... input:is([type=submit],...)`, the focus ring's colour). Such a
 * declaration changes nothing: without it the light one applies, with the same text, to the same
 * elements, at the same specificity (no rule between them sets those variables). Dropped.
 */
function dropDarkRepeats(root: Root) {
  const key = (selectors: string[], decl: Declaration) =>
    `${selectors.join(",")}{${decl.prop}:${decl.value}${decl.important ? "!important" : ""}`;
  const light = new Set<string>();
  root.walkRules((rule) => {
    if (!fromPico(rule) || rule.parent?.type !== "root") return;
    if (!rule.selectors.every((one) => one.startsWith(LIGHT_ROOT))) return;
    rule.walkDecls((decl) => void light.add(key(rule.selectors, decl)));
  });
  root.walkAtRules("media", (media) => {
    if (!/prefers-color-scheme\s*:\s*dark/.test(media.params) || /^\s*not\b/.test(media.params)) return;
    media.walkRules((rule) => {
      if (!fromPico(rule) || !rule.selectors.every((one) => one.startsWith(DARK_ROOT))) return;
      // The same rule as the light theme writes it.
      const asLight = rule.selectors.map((one) => LIGHT_ROOT + one.slice(DARK_ROOT.length));
      rule.walkDecls((decl) => {
        if (light.has(key(asLight, decl))) decl.remove();
      });
    });
  });
}

export function picoSubset(): Plugin {
  let words: Vocabulary | undefined;
  return {
    postcssPlugin: "pico-subset",
    OnceExit(root) {
      let touched = false;
      root.walkRules((rule) => {
        if (!fromPico(rule)) return;
        touched = true;
        words ??= shopVocabulary();
        const vocabulary = words;
        const kept = rule.selectors.filter(
          (selector) =>
            !UNUSED_PICO.some((unused) => unused.test(selector)) && canMatch(selector, vocabulary),
        );
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      if (touched && words) {
        // Internet Explorer's properties (-ms-touch-action): no browser the shop supports reads them.
        root.walkDecls(/^-ms-/, (decl) => {
          if (decl.parent && fromPico(decl.parent as Rule)) decl.remove();
        });
        dropUnusedVariables(root, words);
        dropUnusedKeyframes(root, words);
        dropDarkRepeats(root);
      }
      root.walkRules((rule) => {
        if (fromPico(rule) && rule.nodes.length === 0) rule.remove();
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}
