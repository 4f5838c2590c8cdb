// The cookies of one site, kept the way a browser keeps them for the test's single origin:
// a Set-Cookie replaces the cookie of that name, and Max-Age ≤ 0 or an Expires in the past
// deletes it. Path and Domain are not needed: every test talks to one host at its root.

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes every Set-Cookie line of an answer. */
  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (expired(attributes)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie header to send, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }
}

function expired(attributes: string[]): boolean {
  for (const attribute of attributes) {
    const at = attribute.indexOf("=");
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const value = at < 0 ? "" : attribute.slice(at + 1).trim();
    if (key === "max-age" && Number(value) <= 0) return true;
    if (key === "expires" && Date.parse(value) <= Date.now()) return true;
  }
  return false;
}
