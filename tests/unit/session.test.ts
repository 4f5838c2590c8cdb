import { describe, expect, it } from "vitest";
import { createSessionCipher } from "~/lib/session-crypto.server";
import { commitSession, flash, getSession, getOptionalUser, requireUser } from "~/lib/session.server";

const OLD = "old-secret-old-secret-old-secret-0001";
const NEW = "new-secret-new-secret-new-secret-0002";

describe("session cipher", () => {
  it("round-trips a payload and hides it", () => {
    const cipher = createSessionCipher([NEW]);
    const sealed = cipher.seal({ token: "rahasia-token-123" });
    expect(sealed).not.toContain("rahasia");
    expect(Buffer.from(sealed.slice(3), "base64url").toString("latin1")).not.toContain("rahasia");
    expect(cipher.open(sealed)).toEqual({ token: "rahasia-token-123" });
  });

  it("encrypts differently every time (random IV)", () => {
    const cipher = createSessionCipher([NEW]);
    expect(cipher.seal({ a: 1 })).not.toBe(cipher.seal({ a: 1 }));
  });

  it("rejects a tampered, truncated or foreign value", () => {
    const cipher = createSessionCipher([NEW]);
    const sealed = cipher.seal({ userId: 7 });
    const raw = Buffer.from(sealed.slice(3), "base64url");
    raw[raw.length - 1] ^= 1;
    expect(cipher.open(`v1.${raw.toString("base64url")}`)).toBeNull();
    expect(cipher.open(sealed.slice(0, 20))).toBeNull();
    expect(cipher.open("garbage")).toBeNull();
    expect(createSessionCipher([OLD]).open(sealed)).toBeNull();
  });

  it("rotates: encrypts with the first secret, still opens values of older ones", () => {
    const before = createSessionCipher([OLD]).seal({ userId: 7 });
    const rotated = createSessionCipher([NEW, OLD]);
    expect(rotated.open(before)).toEqual({ userId: 7 });
    expect(createSessionCipher([NEW]).open(rotated.seal({ userId: 8 }))).toEqual({ userId: 8 });
  });
});

function requestWith(setCookie: string, url = "http://localhost/keranjang-belanja?x=1"): Request {
  return new Request(url, { headers: { Cookie: setCookie.split(";")[0] } });
}

describe("cookie session", () => {
  it("stores the buyer and reads it back from the cookie", async () => {
    const session = await getSession(new Request("http://localhost/"));
    session.set("token", "tok");
    session.set("userId", 5);
    session.set("username", "budi");
    const cookie = await commitSession(session);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toContain("tok");
    const user = await getOptionalUser(requestWith(cookie));
    expect(user).toMatchObject({ token: "tok", userId: 5, username: "budi" });
  });

  it("shows a flash message once", async () => {
    const session = await getSession(new Request("http://localhost/"));
    flash(session, { kind: "success", message: "Data berhasil disimpan" });
    const next = await getSession(requestWith(await commitSession(session)));
    expect(next.get("toast")).toEqual({ kind: "success", message: "Data berhasil disimpan" });
    const after = await getSession(requestWith(await commitSession(next)));
    expect(after.get("toast")).toBeUndefined();
  });

  it("sends a signed-out visitor to /login with the way back", async () => {
    const thrown = await requireUser(new Request("http://localhost/keranjang-belanja?x=1")).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fkeranjang-belanja%3Fx%3D1");
  });

  it("ignores a forged cookie", async () => {
    const forged = new Request("http://localhost/", { headers: { Cookie: "sesi=InYxLmFhYWEi" } });
    expect(await getOptionalUser(forged)).toBeNull();
  });
});
