// A browser with JavaScript off, as an HTTP client: it keeps cookies, follows redirects as
// Chromium does (303, and 301/302 after a POST, become a GET; 307/308 repeat the request), reads
// each page with an HTML parser (cheerio, parse5 with scripting off, so <noscript> is content),
// and submits forms through the entry list Chromium would build (form-data.ts). Tests find
// links, fields and buttons by what a person reads: their text or their label.
import { load, type Cheerio, type CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { CookieJar } from "./cookie-jar";
import {
  buildSubmission,
  formOwner,
  isDisabled,
  isSubmitButton,
  multipart,
  optionValue,
  urlencoded,
  type ChosenFile,
} from "./form-data";

export type { ChosenFile };

/** What the last navigation ended on. */
export type Page = {
  url: URL;
  status: number;
  headers: Headers;
  /** Every address requested on the way, redirects included (`POST /login → GET /`). */
  chain: string[];
  body: Buffer;
  html: string;
  $: CheerioAPI;
};

type Scope = string | Cheerio<Element>;
type Request = { method: "GET" | "POST"; url: URL; body?: Buffer | string; contentType?: string };

const MAX_REDIRECTS = 20;
const normal = (text: string) => text.replace(/\s+/g, " ").trim();

export class NoJsBrowser {
  readonly origin: string;
  readonly cookies = new CookieJar();
  /** Headers sent with every request (e.g. `User-Agent`, `Accept-Language`). */
  readonly headers: Record<string, string>;
  private current: Page | undefined;
  private files = new WeakMap<Element, ChosenFile[]>();

  constructor(origin: string, headers: Record<string, string> = {}) {
    this.origin = origin.replace(/\/+$/, "");
    this.headers = { "Accept-Language": "id-ID,id;q=0.9", ...headers };
  }

  get page(): Page {
    if (!this.current) throw new Error("no page yet: call goto() first");
    return this.current;
  }
  get $(): CheerioAPI {
    return this.page.$;
  }
  get url(): URL {
    return this.page.url;
  }
  get status(): number {
    return this.page.status;
  }

  /** The page's text (or a region's), whitespace collapsed, as a reader sees it. */
  text(scope?: Scope): string {
    const root = scope === undefined ? this.$("body") : this.region(scope);
    const copy = root.clone();
    copy.find("script, style, template, [hidden]").remove();
    return normal(copy.text());
  }

  /** The page's first-level heading. */
  heading(): string {
    return normal(this.$("h1").first().text());
  }

  /** Opens an address (relative to the shop) with GET. */
  async goto(path: string): Promise<Page> {
    return this.navigate({ method: "GET", url: new URL(path, this.current?.url ?? this.origin) });
  }

  /** Reloads the current address. */
  async reload(): Promise<Page> {
    return this.goto(this.url.href);
  }

  /** Follows the link whose text (or aria-label, or image alt) is `name`. */
  async follow(name: string | RegExp, within?: Scope): Promise<Page> {
    const link = this.link(name, within);
    return this.goto(link.attribs.href);
  }

  /** The link named `name` (exactly, else as part of its name), visible and with an href. */
  link(name: string | RegExp, within?: Scope): Element {
    return this.one(
      "a[href]",
      name,
      within,
      (el) =>
        normal(el.attribs["aria-label"] ?? this.ownText(el)) ||
        normal(this.$(el).find("img").attr("alt") ?? ""),
      "link",
    );
  }

  /** The submit button named `name` (its text, value or aria-label). */
  button(name: string | RegExp, within?: Scope): Element {
    return this.one(
      "button, input[type=submit], input[type=image]",
      name,
      within,
      (el) =>
        normal(
          el.attribs["aria-label"] ??
            (el.tagName === "input" ? (el.attribs.value ?? el.attribs.alt ?? "") : this.ownText(el)),
        ),
      "button",
    );
  }

  /** An element's text as its accessible name reads it: `aria-hidden` parts (a badge's digits) left out. */
  private ownText(el: Element): string {
    const copy = this.$(el).clone();
    copy.find('[aria-hidden="true"]').remove();
    return copy.text();
  }

  /** The form control labelled `label` (label element, aria-label, aria-labelledby, or placeholder). */
  field(label: string | RegExp, within?: Scope): Element {
    return this.one(
      "input:not([type=hidden]):not([type=submit]):not([type=image]):not([type=button]), select, textarea",
      label,
      within,
      (el) => this.labelOf(el),
      "field",
    );
  }

  /** Types into a text field (replacing what it held). */
  fill(label: string | RegExp, value: string, within?: Scope): this {
    const el = this.field(label, within);
    if (el.tagName === "textarea") this.$(el).text(value);
    else if (el.tagName === "input") this.$(el).attr("value", value);
    else throw new Error(`${describe(label)} is a <${el.tagName}>, not a text field`);
    return this;
  }

  /** Ticks (or unticks) a checkbox, or picks a radio button (unpicking its group). */
  check(label: string | RegExp, checked = true, within?: Scope): this {
    const el = this.field(label, within);
    const type = (el.attribs.type ?? "").toLowerCase();
    if (type === "radio" && checked) {
      const owner = formOwner(this.$, el);
      this.$(`input[type=radio][name="${el.attribs.name}"]`)
        .toArray()
        .filter((other) => formOwner(this.$, other) === owner)
        .forEach((other) => this.$(other).removeAttr("checked"));
    } else if (type !== "checkbox" && type !== "radio") {
      throw new Error(`${describe(label)} is not a checkbox or radio button`);
    }
    if (checked) this.$(el).attr("checked", "");
    else this.$(el).removeAttr("checked");
    return this;
  }

  /** Chooses the option whose text (or value) is `option` in the select labelled `label`. */
  select(label: string | RegExp, option: string | RegExp, within?: Scope): this {
    const el = this.field(label, within);
    if (el.tagName !== "select") throw new Error(`${describe(label)} is not a select`);
    const options = this.$(el).find("option").toArray();
    const found =
      options.find(
        (o) => matches(normal(this.$(o).text()), option, true) || optionValue(this.$, o) === option,
      ) ?? options.find((o) => matches(normal(this.$(o).text()), option, false));
    if (!found) {
      const names = options.map((o) => normal(this.$(o).text())).join(" | ");
      throw new Error(`no option ${describe(option)} in ${describe(label)}: ${names}`);
    }
    if (found.attribs.disabled !== undefined) throw new Error(`option ${describe(option)} is disabled`);
    if (el.attribs.multiple === undefined) options.forEach((o) => this.$(o).removeAttr("selected"));
    this.$(found).attr("selected", "");
    return this;
  }

  /** Chooses files for the file input labelled `label` (an empty list clears it). */
  setFiles(label: string | RegExp, files: ChosenFile[], within?: Scope): this {
    const el = this.field(label, within);
    if ((el.attribs.type ?? "").toLowerCase() !== "file")
      throw new Error(`${describe(label)} is not a file input`);
    this.files.set(el, files);
    return this;
  }

  /** The current value of the field labelled `label` (a select's chosen option's value). */
  value(label: string | RegExp, within?: Scope): string {
    const el = this.field(label, within);
    if (el.tagName === "textarea") return this.$(el).text();
    if (el.tagName === "select") {
      const chosen = this.$(el).find("option[selected]").get(0) ?? this.$(el).find("option").get(0);
      return chosen ? optionValue(this.$, chosen) : "";
    }
    return el.attribs.value ?? "";
  }

  /** Clicks the submit button named `name`: its form is submitted as Chromium submits it. */
  async press(name: string | RegExp, within?: Scope): Promise<Page> {
    const button = this.button(name, within);
    if (isDisabled(this.$, button)) throw new Error(`button ${describe(name)} is disabled`);
    const form = formOwner(this.$, button);
    if (!form) throw new Error(`button ${describe(name)} belongs to no form`);
    return this.submit(form, button);
  }

  /** Submits `form` (an element or a selector) with `submitter`, or as Enter in a field would. */
  async submit(form: Element | string, submitter?: Element): Promise<Page> {
    const element = typeof form === "string" ? this.$<Element, string>(form).get(0) : form;
    if (!element) throw new Error(`no form ${String(form)} on ${this.url.pathname}`);
    if (!submitter) {
      submitter = this.$(element)
        .find("button, input[type=submit], input[type=image]")
        .toArray()
        .find((el) => isSubmitButton(el) && formOwner(this.$, el) === element);
    }
    const submission = buildSubmission(this.$, element, submitter, this.url, this.files);
    if (submission.method === "GET") {
      submission.url.search = urlencoded(submission.entries);
      return this.navigate({ method: "GET", url: submission.url });
    }
    if (submission.enctype === "multipart/form-data") {
      const { body, contentType } = multipart(submission.entries);
      return this.navigate({ method: "POST", url: submission.url, body, contentType });
    }
    return this.navigate({
      method: "POST",
      url: submission.url,
      body: urlencoded(submission.entries),
      contentType: "application/x-www-form-urlencoded",
    });
  }

  /** Sends a request as the browser would (its cookies and Origin), without reading it as a page. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.current?.url ?? this.origin);
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...this.requestHeaders(init.method ?? "GET"), ...(init.headers as Record<string, string>) },
    });
    this.cookies.take(response.headers.getSetCookie());
    return response;
  }

  private requestHeaders(method: string): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      ...this.headers,
    };
    const cookie = this.cookies.header();
    if (cookie) headers.Cookie = cookie;
    if (method !== "GET" && method !== "HEAD") headers.Origin = this.origin;
    if (this.current) headers.Referer = this.current.url.href;
    return headers;
  }

  private async navigate(first: Request): Promise<Page> {
    let request = first;
    const chain: string[] = [];
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      chain.push(`${request.method} ${request.url.pathname}${request.url.search}`);
      const headers = this.requestHeaders(request.method);
      if (request.contentType) headers["Content-Type"] = request.contentType;
      const response = await fetch(request.url, {
        method: request.method,
        headers,
        body: typeof request.body === "string" ? request.body : request.body && new Uint8Array(request.body),
        redirect: "manual",
      });
      this.cookies.take(response.headers.getSetCookie());
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const url = new URL(location, request.url);
        if (url.origin !== this.origin) throw new Error(`redirect off the shop: ${url.href}`);
        request =
          response.status === 307 || response.status === 308 ? { ...request, url } : { method: "GET", url };
        continue;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const html = body.toString("utf8");
      this.files = new WeakMap();
      this.current = {
        url: request.url,
        status: response.status,
        headers: response.headers,
        chain,
        body,
        html,
        $: load(html, { scriptingEnabled: false }),
      };
      return this.current;
    }
    throw new Error(`more than ${MAX_REDIRECTS} redirects from ${first.url.href}`);
  }

  private region(scope: Scope): Cheerio<Element> {
    const region = typeof scope === "string" ? this.$<Element, string>(scope) : scope;
    if (region.length === 0) throw new Error(`no ${String(scope)} on ${this.url.pathname}`);
    return region;
  }

  /** The one visible element under `within` whose name matches, exactly first, then in part. */
  private one(
    selector: string,
    name: string | RegExp,
    within: Scope | undefined,
    nameOf: (el: Element) => string,
    kind: string,
  ): Element {
    const root = within === undefined ? this.$("body") : this.region(within);
    const candidates = root
      .find<Element>(selector)
      .toArray()
      .filter((el) => !this.$(el).closest("[hidden], template, dialog:not([open])").length);
    for (const exact of [true, false]) {
      const found = candidates.filter((el) => matches(nameOf(el), name, exact));
      if (found.length === 1) return found[0];
      if (found.length > 1) {
        throw new Error(
          `${found.length} ${kind}s named ${describe(name)} on ${this.url.pathname}: narrow it with within`,
        );
      }
    }
    const names = candidates.map(nameOf).filter(Boolean).join(" | ");
    throw new Error(
      `no ${kind} named ${describe(name)} on ${this.url.pathname} (status ${this.status}); there are: ${names}`,
    );
  }

  /** A control's accessible name, the way getByLabel reads it. */
  private labelOf(el: Element): string {
    const $el = this.$(el);
    if (el.attribs["aria-label"]) return normal(el.attribs["aria-label"]);
    if (el.attribs["aria-labelledby"]) {
      return normal(
        el.attribs["aria-labelledby"]
          .split(/\s+/)
          .map((id) => this.$(`[id="${id}"]`).text())
          .join(" "),
      );
    }
    const id = el.attribs.id;
    const label = (id ? this.$(`label[for="${id}"]`).first() : this.$()).add($el.closest("label")).first();
    if (label.length) {
      const copy = label.clone();
      copy.find("input, select, textarea, [hidden]").remove();
      return normal(copy.text());
    }
    return normal(el.attribs.placeholder ?? el.attribs.title ?? "");
  }
}

function matches(text: string, name: string | RegExp, exact: boolean): boolean {
  if (name instanceof RegExp) return name.test(text);
  return exact ? text === name : text.toLowerCase().includes(name.toLowerCase());
}

function describe(name: string | RegExp): string {
  return name instanceof RegExp ? String(name) : `"${name}"`;
}
