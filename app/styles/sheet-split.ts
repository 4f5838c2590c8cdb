// A PostCSS plugin for the build (vite.config.ts), run after picoSubset: the shared CSS in six
// sheets, each a part of one whole, so that a page blocks its first paint only on what it shows
// (decision 0020). Each entry sheet of app/styles names the files it draws from; this plugin keeps
// in each entry its part of them:
// - site.css, the base every page links: Pico's rules that the site frame can use, and the frame's
//   own (layout.css), without the dark theme;
// - site-dark.css (the same files as site.css): only the rules inside a dark-only
//   `@media (prefers-color-scheme: dark)`, Pico's dark theme and any of the frame's. The root links
//   it right after the base with that media query: in light mode it does not block rendering, in
//   dark mode it applies in the same cascade position as before (after the light theme it
//   overrides, before every rule that reads its variables);
// - site-forms.css: Pico's rules for form controls and dialogs, then the shop's own form and dialog
//   pieces (components/ui/forms.css and ui.css), linked (first of a route's sheets, see SHEETS in
//   sheets.ts) by the routes whose page has form controls besides the header's search form;
// - site-upload.css: Pico's rules for the file and range inputs and the progress bar, then the
//   upload forms' own sheet (components/ui/upload/upload.css): every page with such a control
//   links "upload" (an upload form, the photo's crop slider);
// - catalogue-product.css and catalogue-listing.css (app/styles), the sheets of the product page
//   and of the listings: Pico's rules that only that area's page can match (AREA_PARTS: the
//   breadcrumb; the filter panel's summary drawn as a button), then the area's own file.
//
// A Pico rule goes to the forms sheet when every one of its selectors needs something only a form
// page has (FORMS_ONLY below), to the upload sheet when every one needs one of the upload
// controls: the header's search box, its submit button, the toast's close checkbox and the
// dropdown menus are on every page, so every Pico rule that can match them stays in the base.
// Rules move whole and keep Pico's order, inside their @media/@supports wrappers; so do Pico's
// theme variables that only the moved rules read (declared in the sheet that reads them).
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { AtRule, Container, Declaration, Plugin, Root, Rule } from "postcss";
import { APP_DIR, filesUnder, fromPico } from "./pico-subset";
import { selectorParts } from "./selectors";

export type Part = "base" | "dark" | "forms" | "upload" | "product" | "listing";

/** Each entry sheet (app/styles) and the part it keeps. */
export const ENTRIES: Record<string, Part> = {
  "site.css": "base",
  "site-dark.css": "dark",
  "site-forms.css": "forms",
  "site-upload.css": "upload",
  "catalogue-product.css": "product",
  "catalogue-listing.css": "listing",
};

/**
 * Pico's rules that only one area's page can match, and the part (an area's sheet) they go to when
 * every selector of the rule needs the pattern: the product page's breadcrumb
 * (`nav[aria-label=breadcrumb]`), the listing's filter panel, a `<summary role="button">`
 * (FilterPanel.tsx). Neither can come from the host's HTML (the sanitizer lets no aria-label nor
 * role through); tests/http/forms-sheet.spec.ts checks that a page showing one links its sheet.
 */
export const AREA_PARTS: { part: Part; pattern: RegExp }[] = [
  { part: "product", pattern: /\[aria-label=breadcrumb\]/ },
  { part: "listing", pattern: /\bsummary\[role=button\]/ },
];

/** What a selector needs to be of an area's part: the pattern outside :not(). */
const areaNeeds = (pattern: RegExp): Needs => ({
  elements: new Set(),
  types: new Set(),
  patterns: [pattern],
});

/** An area's part: a few of Pico's rules, kept before the area's own (see AREA_PARTS). */
const isArea = (part: Part) => AREA_PARTS.some((area) => area.part === part);

/** What a selector can need: elements, input types, and other patterns (pseudo-elements, classes). */
type Needs = { elements: Set<string>; types: Set<string>; patterns: RegExp[] };

const UPLOAD: Needs = {
  elements: new Set(["progress", "meter"]),
  types: new Set(["file", "range"]),
  patterns: [
    /::(file-selector-button|-webkit-file-upload-button)/,
    /::(-webkit-slider-[\w-]+|-moz-range-[\w-]+|-ms-(track|thumb|fill)[\w-]*)/,
    /::(-webkit-progress-[\w-]+|-moz-progress-bar)/,
  ],
};

/**
 * Only a page with a form (or a dialog) has these: the header has a search box, a submit button
 * and the toast's close checkbox, which is never indeterminate (only a script sets that) nor
 * followed by a label (it sits inside its label). Also Pico's classes of an open modal, and a
 * refused field.
 */
const FORMS: Needs = {
  elements: new Set([
    ...UPLOAD.elements,
    "select",
    "textarea",
    "fieldset",
    "legend",
    "option",
    "optgroup",
    "datalist",
    "output",
    "dialog",
  ]),
  types: new Set([
    ...UPLOAD.types,
    "radio",
    "date",
    "datetime-local",
    "month",
    "time",
    "week",
    "color",
    "number",
    "email",
    "password",
    "text",
    "tel",
    "url",
  ]),
  patterns: [
    ...UPLOAD.patterns,
    /::(-webkit-inner-spin-button|-webkit-outer-spin-button|-webkit-calendar-picker-indicator|-ms-expand)/,
    /:modal\b/,
    /\.modal-is-(open|opening|closing)\b/,
    /\[aria-invalid\b/,
    /:indeterminate\b/,
    /\]~label\b/,
  ],
};

/** Whether the selector can only match an element of `needs` (or inside, beside one). */
export function needs(selector: string, what: Needs): boolean {
  const { rest, choices, elements, attributes } = selectorParts(selector);
  // :is/:where/:has/:matches(...) needs it if all its alternatives do.
  if (choices.some((options) => options.every((one) => needs(one.trim(), what)))) return true;
  if (elements.some((tag) => what.elements.has(tag))) return true;
  const isType = ({ name, operator, value }: (typeof attributes)[number]) =>
    name === "type" && operator === "=" && value !== undefined && what.types.has(value);
  if (attributes.some(isType)) return true;
  return what.patterns.some((pattern) => pattern.test(rest));
}

/** A media query that holds only in dark mode (not `not all and (prefers-color-scheme: dark)`). */
const isDarkMedia = (atRule: AtRule) =>
  atRule.name === "media" &&
  /prefers-color-scheme\s*:\s*dark/.test(atRule.params) &&
  !/^\s*not\b/.test(atRule.params);

function insideDark(rule: Rule): boolean {
  for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent) {
    if (parent.type === "atrule" && isDarkMedia(parent as AtRule)) return true;
  }
  return false;
}

/**
 * The part a rule belongs to: dark-only rules, Pico's upload, form and areas' rules, else where
 * its file is.
 */
export function partOf(rule: Rule, entry: Part): Part {
  if (insideDark(rule)) return "dark";
  if (fromPico(rule)) {
    if (rule.selectors.every((selector) => needs(selector, UPLOAD))) return "upload";
    if (rule.selectors.every((selector) => needs(selector, FORMS))) return "forms";
    const area = AREA_PARTS.find(({ pattern }) =>
      rule.selectors.every((selector) => needs(selector, areaNeeds(pattern))),
    );
    return area?.part ?? "base";
  }
  // The shop's own rules belong to the sheet whose entry imports their file.
  return entry === "dark" ? "base" : entry;
}

const isKeyframes = (node: Container | undefined) =>
  node?.type === "atrule" && /keyframes$/.test((node as AtRule).name);

/** Pico's theme blocks: its variables on the root (common, light, and dark in its media query). */
const isTheme = (rule: Rule) =>
  fromPico(rule) && rule.selectors.every((one) => /^:root(:not\(\[data-theme(=dark)?\]\))?$/.test(one));

/**
 * Of the parts that read a variable or name a keyframes, the one every page that needs it links:
 * the part itself when one reads it, the forms sheet for the forms and upload sheets (every page
 * with the upload sheet links the forms sheet), else the base.
 */
const leastShared = (parts: Set<Part>): Part => {
  if (parts.has("base") || parts.has("dark")) return "base";
  if (parts.size === 1) return [...parts][0];
  return [...parts].every((part) => part === "forms" || part === "upload") ? "forms" : "base";
};

/**
 * Where Pico's theme variables and @keyframes go: in the base, unless only the moved rules read
 * them (the invalid and valid colours and icons, the date icon, the dialog's overlay and close
 * icon: the forms sheet; the range's and the progress bar's colours: the upload sheet, whose pages
 * all link the forms sheet too; the breadcrumb's divider: the product page's sheet). A variable
 * stays in the base when a rule of the base or the dark sheet, any stylesheet or component of the
 * shop, or a variable that stays reads it. Decided from Pico's rules and the shop's files alone,
 * which every entry sees the same.
 */
function destinations(root: Root) {
  let shop = filesUnder(APP_DIR, /\.(tsx?|css)$/)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const themeValues = new Map<string, string[]>();
  const readers = new Map<string, Set<Part>>();
  const namers = new Map<string, Set<Part>>();
  const add = (map: Map<string, Set<Part>>, name: string, part: Part) =>
    map.set(name, new Set([...(map.get(name) ?? []), part]));
  root.walkRules((rule) => {
    if (!fromPico(rule) || isKeyframes(rule.parent as Container)) return;
    const theme = isTheme(rule);
    const part = partOf(rule, "base");
    rule.walkDecls((decl) => {
      if (theme && decl.prop.startsWith("--pico-")) {
        themeValues.set(decl.prop, [...(themeValues.get(decl.prop) ?? []), decl.value]);
        return;
      }
      if (part === "base" || part === "dark") shop += `\n${decl.value}`;
      for (const name of decl.value.match(/--pico-[\w-]+/g) ?? []) add(readers, name, part);
      if (/^(-webkit-)?animation(-name)?$/.test(decl.prop)) {
        for (const name of decl.value.split(/[\s,]+/)) add(namers, name, part);
      }
    });
  });
  const needed = new Set(shop.match(/--pico-[\w-]+/g));
  for (let grew = true; grew;) {
    grew = false;
    for (const name of [...needed]) {
      for (const other of (themeValues.get(name) ?? []).join(" ").match(/--pico-[\w-]+/g) ?? []) {
        if (!needed.has(other)) {
          needed.add(other);
          grew = true;
        }
      }
    }
  }
  const variables = new Map<string, Part>();
  for (const name of themeValues.keys()) {
    const parts = readers.get(name);
    if (!needed.has(name) && parts) variables.set(name, leastShared(parts));
  }
  // A moved variable's value may read another: that one goes where every page with the first one
  // has it too (the base has it for every page, the forms sheet for the upload sheet's).
  const covers = (where: Part, part: Part) =>
    where === "base" || where === part || (where === "forms" && part === "upload");
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, part] of variables) {
      for (const other of (themeValues.get(name) ?? []).join(" ").match(/--pico-[\w-]+/g) ?? []) {
        const where = variables.get(other);
        if (where && !covers(where, part)) {
          variables.set(other, leastShared(new Set([where, part])));
          changed = true;
        }
      }
    }
  }
  const keyframes = new Map<string, Part>();
  for (const [name, parts] of namers) keyframes.set(name, leastShared(parts));
  return { variables, keyframes };
}

/** Keeps the entry's part of the tree. */
function keepPart(root: Root, entry: Part) {
  const { variables, keyframes } = destinations(root);
  const partOfDecl = (decl: Declaration): Part => variables.get(decl.prop) ?? "base";
  const moved = (part: Part) => part !== "base" && part !== "dark";
  // The theme blocks: the forms, upload and areas' sheets keep their own variables, the others the
  // rest.
  root.walkRules((rule) => {
    if (!isTheme(rule)) return;
    rule.each((node) => {
      if (node.type !== "decl") return;
      const part = partOfDecl(node);
      if (moved(entry) ? part !== entry : moved(part)) node.remove();
    });
  });
  root.walkAtRules(/keyframes$/, (atRule) => {
    const part = fromPico(atRule)
      ? (keyframes.get(atRule.params) ?? "base")
      : entry === "dark"
        ? "base"
        : entry;
    if (part !== entry) atRule.remove();
  });
  root.walkRules((rule) => {
    if (isKeyframes(rule.parent as Container)) return;
    const kept = isTheme(rule) && moved(entry) ? true : partOf(rule, entry) === entry;
    if (!kept || rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  // Only the licence comments (/*! ... */), and not in an area's sheet: its few rules of Pico are no
  // substantial part of it, and every page that links it links the base, which has Pico's. There
  // Pico's `@charset` goes too (for the licence's ✨: the rest is ASCII, as the area's file was).
  root.walkComments((comment) => {
    if (!comment.text.startsWith("!") || isArea(entry)) comment.remove();
  });
  if (isArea(entry)) {
    root.walkAtRules("charset", (atRule) => {
      if (fromPico(atRule)) atRule.remove();
    });
  }
}

export function sheetSplit(): Plugin {
  return {
    postcssPlugin: "sheet-split",
    OnceExit(root) {
      // The entry's path (Vite may pass it with its query, e.g. `?url`).
      const file = root.source?.input.file?.replace(/\?.*$/, "");
      const entry = file && file.includes("/app/styles/") ? ENTRIES[basename(file)] : undefined;
      if (entry) keepPart(root, entry);
    },
  };
}
