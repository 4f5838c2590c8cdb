// A bare HTTP client for the storefront's forms, for what a browser cannot send: a forged Host
// header, a stream of requests faster than a person types, a form without its honeypot fields.
// It keeps the cookies it is given (session, CSRF) like a browser would.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type HttpAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The named inputs of the page's first POST form, with their values (hidden ones included). */
export function formInputs(html: string): Record<string, string> {
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html)?.[1] ?? "";
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/gi)) {
    const name = /\sname="([^"]*)"/.exec(tag)?.[1];
    if (!name || /\stype="(checkbox|radio|submit)"/.test(tag)) continue;
    fields[decode(name)] = decode(/\svalue="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  return fields;
}

export class HttpForms {
  private readonly cookies = new Map<string, string>();
  private readonly base: string;
  private readonly headers: Record<string, string>;

  /** `base` is the storefront's URL; `headers` go with every request (e.g. a forged Host). */
  constructor(base: string, headers: Record<string, string> = {}) {
    this.base = base;
    this.headers = headers;
  }

  get(path: string): Promise<HttpAnswer> {
    return this.send("GET", path);
  }

  /** Posts an urlencoded form, as a browser without JavaScript does; `headers` for this request only. */
  post(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    return this.send("POST", path, new URLSearchParams(fields).toString(), headers);
  }

  /** Opens the page and posts its form with `values` over the form's own inputs. */
  async submit(path: string, values: Record<string, string>): Promise<HttpAnswer> {
    const page = await this.get(path);
    if (page.status !== 200) throw new Error(`GET ${path}: ${page.status}`);
    return this.post(path, { ...formInputs(page.text), ...values });
  }

  private send(
    method: string,
    path: string,
    body?: string,
    extra: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const url = new URL(path, this.base);
    const headers: Record<string, string> = { Accept: "text/html", ...this.headers, ...extra };
    if (this.cookies.size) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    if (body !== undefined) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      headers["Content-Length"] = String(Buffer.byteLength(body));
    }
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method, headers }, (res) => {
        for (const line of res.headers["set-cookie"] ?? []) {
          const [pair] = line.split(";");
          const at = pair.indexOf("=");
          this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  }
}
