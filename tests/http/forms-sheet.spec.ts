// The forms and upload sheets reach every page that needs them (decision 0020): Pico's
// form-control and dialog rules, and the shop's own form pieces, are no longer in the base every
// page links but in site-forms.css, and Pico's file, range and progress rules in
// site-upload.css, which only the routes with such controls link. A page that shows a form control
// (other than the header's search form, the toast's close box and hidden inputs), a dialog, or an
// element with a class of the shop's form pieces (components/ui/forms.css, ui.css) without linking
// the forms sheet would draw them with the browser's defaults; so would a page with an upload
// control without the upload sheet. Every page of tests/e2e/support/shop-pages.ts, as the server
// sends it. Likewise the order and profile edit sheets, which the account frame no longer links
// for every account page: a page that shows a class only one of them styles links it; and the
// product page's and the listings' sheets, which hold the few rules of Pico only those pages can
// match (AREA_PARTS in app/styles/sheet-split.ts): a page with what they style links them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CheerioAPI } from "cheerio";
import { resolvePage, shopPages } from "../e2e/support/shop-pages";
import { expect, NoJsBrowser, signIn, test } from "./kit";

const APP = join(import.meta.dirname, "../../app");
const UI = join(APP, "components/ui");

/** The classes a stylesheet's rules name. */
const classesOf = (file: string) =>
  new Set(
    [
      ...readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .matchAll(/\.([a-z][\w-]*)/g),
    ].map(([, name]) => name),
  );

/** The classes the shop's own rules of the forms sheet style. */
const FORM_CLASSES = [...new Set(["forms.css", "ui.css"].flatMap((file) => [...classesOf(join(UI, file))]))];

/** Of the sheets the account frame no longer links, the classes no other stylesheet of the shop names. */
const AREA_ONLY = Object.fromEntries(
  [
    ["orders", "features/orders/orders.css"],
    ["profile-edit", "features/profile/profile-edit.css"],
  ].map(([sheet, file]) => {
    const others = readdirSync(APP, { recursive: true, encoding: "utf8" })
      .filter((other) => other.endsWith(".css") && other !== file)
      .flatMap((other) => [...classesOf(join(APP, other))]);
    return [sheet, [...classesOf(join(APP, file))].filter((name) => !others.includes(name))];
  }),
);

/** What only the forms sheet styles, as the page has it (empty: the page needs no forms sheet). */
function formThings($: CheerioAPI): string[] {
  const controls = $("input, select, textarea, dialog, fieldset, progress, [aria-invalid]")
    .filter((_, element) => {
      const control = $(element);
      if (control.is("input[type=hidden], input[type=submit], input[type=button], input[type=reset]"))
        return false;
      // The header's search box and the toast's close box are styled by the base.
      if (control.is("header.site-header [role=search] input[type=search], .toast-close input")) return false;
      // The honeypot's fields (remix-utils) are never shown.
      return control.closest("[aria-hidden=true], [style*='display:none']").length === 0;
    })
    .toArray();
  const styled = $(FORM_CLASSES.map((name) => `.${name}`).join(", ")).toArray();
  return [...controls, ...styled].map((element) => {
    const node = $(element);
    const type = node.attr("type") ? ` type=${node.attr("type")}` : "";
    const classes = node.attr("class") ? ` class="${node.attr("class")}"` : "";
    return `<${node.prop("tagName")?.toLowerCase()}${type}${classes}>`;
  });
}

/**
 * What Pico's rules kept in an area's sheet style (AREA_PARTS in app/styles/sheet-split.ts: the
 * breadcrumb, a summary drawn as a button), and that sheet.
 */
const AREA_PICO: [selector: string, sheet: string][] = [
  ["nav[aria-label=breadcrumb]", "catalogue-product"],
  ["summary[role=button]", "catalogue-listing"],
];

/** The upload controls (their Pico rules are in the upload sheet). */
const UPLOAD_CONTROLS = "input[type=file], input[type=range], progress";

const links = ($: CheerioAPI, sheet: string) =>
  $("head link[rel=stylesheet]")
    .toArray()
    .some((link) => new RegExp(`/${sheet}-[\\w-]+\\.css$`).test($(link).attr("href") ?? ""));

test("every page with form controls or dialogs links the forms sheet, with upload controls the upload sheet, with the order or profile edit pieces or Pico's areas' rules their sheets", async ({
  visitor,
  request,
  shop,
}) => {
  // About 70 pages, a few tens of ms each.
  test.setTimeout(90_000);
  const buyer = new NoJsBrowser(shop.url);
  await signIn(buyer, { username: "demo", password: "demo12345" });
  const missing: string[] = [];
  const areaSeen = new Set<string>();
  let withForms = 0;
  for (const shopPage of shopPages()) {
    const browser = shopPage.signedIn ? buyer : visitor;
    let path: string;
    if (shopPage.linkedFrom) {
      await browser.goto(shopPage.linkedFrom);
      const link = browser
        .$("a[href]")
        .filter((_, a) => new RegExp(`^${shopPage.path}$`).test(browser.$(a).attr("href") ?? ""));
      expect(link.length, `a link matching ${shopPage.path} on ${shopPage.linkedFrom}`).toBeGreaterThan(0);
      path = link.first().attr("href")!;
    } else {
      path = await resolvePage(request, shopPage);
    }
    const page = await browser.goto(path);
    expect(page.status, path).toBe(shopPage.status ?? 200);
    for (const [sheet, classes] of Object.entries(AREA_ONLY)) {
      const shown = page.$(classes.map((name) => `.${name}`).join(", "));
      if (shown.length > 0 && !links(page.$, sheet)) {
        missing.push(`${path}: class="${shown.first().attr("class")}" without ${sheet}.css`);
      }
    }
    for (const [selector, sheet] of AREA_PICO) {
      if (page.$(selector).length === 0) continue;
      areaSeen.add(selector);
      if (!links(page.$, sheet)) missing.push(`${path}: ${selector} without ${sheet}.css`);
    }
    const things = formThings(page.$);
    if (things.length === 0) continue;
    withForms += 1;
    if (!links(page.$, "site-forms")) missing.push(`${path}: ${[...new Set(things)].slice(0, 4).join(" ")}`);
    if (page.$(UPLOAD_CONTROLS).length > 0 && !links(page.$, "site-upload")) {
      missing.push(`${path}: an upload control without site-upload.css`);
    }
  }
  expect(missing, "pages with form controls or area pieces that do not link their sheets").toEqual([]);
  // The check sees forms at all (the sign-in page, the listing's filters, the account frame's), and
  // the breadcrumb and the filter panel (the product page, the listings).
  expect(withForms).toBeGreaterThan(10);
  expect([...areaSeen].sort()).toEqual(AREA_PICO.map(([selector]) => selector).sort());
});
