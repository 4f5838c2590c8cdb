// The session cookie is decrypted once per request (issue 32): the root loader, the account
// frame, the page's loader and their host clients each call getSession with their own copy of the
// Request, and share what the first opened, within the request being answered and never beyond.
import { describe, expect, it, vi } from "vitest";
import { runInRequest, type RequestContext } from "../../server/request-context";
import { opened } from "./session-cipher.helpers";

// Every opening of a session cookie counted (tests/unit/session-cipher.helpers.ts).
vi.mock("~/lib/session-crypto.server", async (original) =>
  (await import("./session-cipher.helpers")).countingCipher(original),
);

const { commitSession, flash, getOptionalUser, getSession } = await import("~/lib/session.server");

const newContext = (): RequestContext => ({ id: "r", calls: [], uploadBytes: 0, uploadRefusals: [] });

async function cookieOf(userId: number, toast?: string): Promise<string> {
  const session = await getSession(new Request("http://localhost/"));
  session.set("token", `token-${userId}`);
  session.set("userId", userId);
  if (toast) flash(session, { kind: "success", message: toast });
  return (await commitSession(session)).split(";")[0];
}

/** A copy of the request as Remix hands one to each loader. */
const copyOf = (cookie: string) =>
  new Request("http://localhost/profil/transaksi", { headers: { Cookie: cookie } });

describe("the session within one request", () => {
  it("is decrypted once for every loader's copy of the request, started together or not", async () => {
    const cookie = await cookieOf(5);
    opened.count = 0;
    await runInRequest(newContext(), async () => {
      const [root, frame] = await Promise.all([getSession(copyOf(cookie)), getOptionalUser(copyOf(cookie))]);
      const page = await getSession(copyOf(cookie));
      expect(root.get("userId")).toBe(5);
      expect(frame?.token).toBe("token-5");
      expect(page.get("token")).toBe("token-5");
    });
    expect(opened.count).toBe(1);
  });

  it("gives each caller its own session: a flash read or a change by one is not another's", async () => {
    const cookie = await cookieOf(6, "Tersimpan");
    await runInRequest(newContext(), async () => {
      const root = await getSession(copyOf(cookie));
      expect(root.get("toast")).toMatchObject({ message: "Tersimpan" });
      root.set("userId", 99);
      const page = await getSession(copyOf(cookie));
      expect(page.get("userId")).toBe(6);
      expect(page.get("toast")).toMatchObject({ message: "Tersimpan" });
    });
  });

  it("opens another cookie anew, and never reuses one request's session in the next", async () => {
    const [first, second] = [await cookieOf(7), await cookieOf(8)];
    opened.count = 0;
    await runInRequest(newContext(), async () => {
      expect((await getSession(copyOf(first))).get("userId")).toBe(7);
      expect((await getSession(copyOf(second))).get("userId")).toBe(8);
    });
    expect(opened.count).toBe(2);
    await runInRequest(newContext(), async () => {
      expect((await getSession(copyOf(first))).get("userId")).toBe(7);
    });
    expect(opened.count).toBe(3);
  });

  it("is opened on every call outside a request (start-up, timers, tests)", async () => {
    const cookie = await cookieOf(9);
    opened.count = 0;
    await getSession(copyOf(cookie));
    await getSession(copyOf(cookie));
    expect(opened.count).toBe(2);
  });
});

describe("the session cookie as the browser sends it back", () => {
  it("is found among other cookies, URL-encoded or not, and garbage reads as signed out", async () => {
    const cookie = await cookieOf(11);
    const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
    const userOf = async (header: string) =>
      (await getSession(new Request("http://localhost/", { headers: { Cookie: header } }))).get("userId");
    expect(await userOf(`csrf=abc; ${cookie}; bandingkan=1`)).toBe(11);
    expect(await userOf(`${name}=${decodeURIComponent(value)}`)).toBe(11);
    expect(await userOf(`${name}="${value}"`)).toBe(11);
    // The first of two wins, as the cookie parser Remix uses reads it.
    expect(await userOf(`${cookie}; ${await cookieOf(12)}`)).toBe(11);
    for (const header of [
      `${name}=`,
      `${name}=%%%`,
      `${name}=abc`,
      `${name}=${value.slice(0, 40)}`,
      `x${cookie}`,
    ]) {
      expect(await userOf(header)).toBeUndefined();
    }
  });
});
