// A buyer's HTTP client for the operations tests: keeps cookies like a browser, follows no
// redirect (the tests read them), posts the page's own forms (CSRF and honeypot inputs included).
import { formInputs } from "../../e2e/support/http-form.ts";

export class Buyer {
  private readonly cookies = new Map<string, string>();
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  get cookieValues(): string[] {
    return [...this.cookies.values()];
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Takes a cookie ("name=value") from another client, as a browser would keep it. */
  setCookie(pair: string): void {
    const at = pair.indexOf("=");
    this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }

  async send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    const answer = await fetch(new URL(path, this.base), { ...init, headers, redirect: "manual" });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return answer;
  }

  /** Opens `path` and posts its first POST form with `values` over the form's own inputs. */
  async submit(
    path: string,
    values: Record<string, string>,
    file?: { field: string; file: File },
  ): Promise<Response> {
    const page = await this.send(path);
    if (page.status !== 200) throw new Error(`GET ${path}: ${page.status}`);
    const fields = { ...formInputs(await page.text()), ...values };
    if (!file) return this.send(path, { method: "POST", body: new URLSearchParams(fields) });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(file.field, file.file);
    return this.send(path, { method: "POST", body: form });
  }
}
