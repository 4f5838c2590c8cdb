// What a browser without JavaScript sends when a form is submitted, after HTML's "constructing
// the entry list" and form submission algorithms, as Chromium does them: the form's successful
// controls in tree order (those inside it and those that name it with `form=`), the clicked
// submit button alone among the buttons, checked boxes only (value "on" by default), a single
// select's first enabled option when none is selected, an empty file part for an empty file
// input, line breaks as CRLF, and the submitter's formaction/formmethod/formenctype first.
// The page's state is its DOM: the browser kit writes what the test types into the attributes.
import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";

export type ChosenFile = { name: string; type: string; content: Buffer };
export type Entry = [name: string, value: string | ChosenFile];
export type Submission = {
  method: "GET" | "POST";
  url: URL;
  enctype: "application/x-www-form-urlencoded" | "multipart/form-data" | "text/plain";
  entries: Entry[];
};

const LISTED = "button, fieldset, input, object, output, select, textarea";
const SUBMIT_BUTTON = (el: Element) =>
  (el.tagName === "button" && (el.attribs.type ?? "submit").toLowerCase() === "submit") ||
  (el.tagName === "input" && ["submit", "image"].includes((el.attribs.type ?? "").toLowerCase()));

export const isSubmitButton = SUBMIT_BUTTON;

/** The form an element belongs to: its `form` attribute's target, else its nearest form. */
export function formOwner($: CheerioAPI, el: Element): Element | undefined {
  const id = el.attribs.form;
  if (id !== undefined) {
    return $<Element, string>(`form[id="${id.replace(/"/g, '\\"')}"]`).get(0);
  }
  return $(el).closest("form").get(0) as Element | undefined;
}

/** Disabled itself, or inside a disabled fieldset (but not in that fieldset's first legend). */
export function isDisabled($: CheerioAPI, el: Element): boolean {
  if (el.attribs.disabled !== undefined) return true;
  for (const fieldset of $(el).parents("fieldset[disabled]").toArray()) {
    const legend = $(fieldset).children("legend").get(0);
    if (!legend || !$(el).closest(legend).length) return true;
  }
  return false;
}

/** The options a select submits: those selected, or a single select's first enabled one. */
export function selectedOptions($: CheerioAPI, select: Element): Element[] {
  const options = $(select).find("option").toArray();
  const selected = options.filter((option) => option.attribs.selected !== undefined);
  if (select.attribs.multiple !== undefined) return selected;
  if (selected.length) return [selected[selected.length - 1]];
  const size = Number(select.attribs.size ?? 1);
  if (size > 1) return [];
  const first = options.find((option) => option.attribs.disabled === undefined);
  return first ? [first] : [];
}

export function optionValue($: CheerioAPI, option: Element): string {
  return option.attribs.value ?? $(option).text().replace(/\s+/g, " ").trim();
}

const crlf = (value: string) => value.replace(/\r\n|\r|\n/g, "\r\n");

/**
 * The submission of `form` by `submitter` (a submit button, or undefined for an implicit
 * submission), `files` holding the files chosen in each file input.
 */
export function buildSubmission(
  $: CheerioAPI,
  form: Element,
  submitter: Element | undefined,
  documentUrl: URL,
  files: WeakMap<Element, ChosenFile[]>,
): Submission {
  const entries: Entry[] = [];
  const controls = $(LISTED)
    .toArray()
    .filter((el) => formOwner($, el) === form);
  for (const el of controls) {
    if ($(el).closest("datalist").length || isDisabled($, el)) continue;
    const type = (el.attribs.type ?? "").toLowerCase();
    const isButton =
      el.tagName === "button" ||
      (el.tagName === "input" && ["submit", "image", "reset", "button"].includes(type));
    if (isButton && el !== submitter) continue;
    if (el.tagName === "fieldset" || el.tagName === "object" || el.tagName === "output") continue;
    if (el.tagName === "input" && type === "image") {
      const prefix = el.attribs.name ? `${el.attribs.name}.` : "";
      entries.push([`${prefix}x`, "0"], [`${prefix}y`, "0"]);
      continue;
    }
    const name = el.attribs.name;
    if (!name) continue;
    if (el.tagName === "select") {
      for (const option of selectedOptions($, el)) {
        if (option.attribs.disabled === undefined) entries.push([name, optionValue($, option)]);
      }
    } else if (el.tagName === "input" && (type === "checkbox" || type === "radio")) {
      if (el.attribs.checked !== undefined) entries.push([name, el.attribs.value ?? "on"]);
    } else if (el.tagName === "input" && type === "file") {
      const chosen = files.get(el) ?? [];
      if (chosen.length === 0)
        entries.push([name, { name: "", type: "application/octet-stream", content: Buffer.alloc(0) }]);
      for (const file of chosen) entries.push([name, file]);
    } else if (el.tagName === "textarea") {
      entries.push([name, crlf($(el).text())]);
    } else if (el.tagName === "input" && type === "hidden" && name === "_charset_") {
      entries.push([name, "UTF-8"]);
    } else {
      entries.push([name, el.attribs.value ?? ""]);
    }
    const dirname = el.attribs.dirname;
    if (
      dirname &&
      (el.tagName === "textarea" || ["", "text", "search", "email", "url", "tel", "password"].includes(type))
    ) {
      entries.push([dirname, "ltr"]);
    }
  }

  const attribute = (own: string, fromForm: string) =>
    (submitter?.attribs[own] ?? form.attribs[fromForm])?.trim() || undefined;
  const method = attribute("formmethod", "method")?.toUpperCase() === "POST" ? "POST" : "GET";
  const action = attribute("formaction", "action");
  const url = new URL(action ?? documentUrl.href, documentUrl);
  url.hash = "";
  const enctypeAttribute = attribute("formenctype", "enctype")?.toLowerCase();
  const enctype =
    enctypeAttribute === "multipart/form-data" || enctypeAttribute === "text/plain"
      ? enctypeAttribute
      : "application/x-www-form-urlencoded";
  return { method, url, enctype: method === "GET" ? "application/x-www-form-urlencoded" : enctype, entries };
}

/** The urlencoded body (or GET query) of the entries: a file is sent as its name. */
export function urlencoded(entries: Entry[]): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries)
    params.append(crlf(name), typeof value === "string" ? crlf(value) : value.name);
  return params.toString();
}

/** The multipart body of the entries, with the boundary Chromium's shape uses. */
export function multipart(entries: Entry[]): { body: Buffer; contentType: string } {
  const boundary = `----WebKitFormBoundary${Math.random().toString(36).slice(2, 18).padEnd(16, "x")}`;
  const escape = (text: string) => text.replace(/\n/g, "%0A").replace(/\r/g, "%0D").replace(/"/g, "%22");
  const parts: Buffer[] = [];
  for (const [name, value] of entries) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escape(crlf(name))}"`;
    if (typeof value === "string") {
      parts.push(Buffer.from(`${head}\r\n\r\n${crlf(value)}\r\n`));
    } else {
      head += `; filename="${escape(value.name)}"\r\nContent-Type: ${value.type || "application/octet-stream"}\r\n\r\n`;
      parts.push(Buffer.from(head), value.content, Buffer.from("\r\n"));
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
