// CSRF protection for every action and a honeypot for the anonymous forms
// (login, register, forgot password).
import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { env } from "~/env.server";

const csrf = new CSRF({
  cookie: createCookie(env.cookieSecure ? "__Host-csrf" : "csrf", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.cookieSecure,
    secrets: env.sessionSecrets,
  }),
  secret: env.sessionSecrets[0],
});

/** For the root loader: the token for forms and, when new, the Set-Cookie header storing it. */
export function commitCsrfToken(request: Request): Promise<readonly [string, string | null]> {
  return csrf.commitToken(request);
}

/**
 * The first call of every action. Pass the parsed form data; rejects a forged or stale
 * submission with 403 (stale tokens happen when the cookie expired: reloading fixes it).
 */
export async function requireCsrf(request: Request, formData: FormData): Promise<void> {
  try {
    await csrf.validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response("Sesi formulir tidak valid. Muat ulang halaman lalu coba lagi.", { status: 403 });
    }
    throw error;
  }
}

/** The hidden field a person leaves empty (named here so that its absence can be refused too). */
const HONEYPOT_FIELD = "name__confirm";

export const honeypot = new Honeypot({
  encryptionSeed: env.sessionSecrets[0],
  nameFieldName: HONEYPOT_FIELD,
});

/** Rejects a bot that filled the hidden field, left the fields out, or submitted too fast, with 400. */
export function requireHuman(formData: FormData): void {
  try {
    // remix-utils checks only a form that has one of its fields: a bot that sends neither passed.
    if (!formData.has(HONEYPOT_FIELD)) throw new SpamError("Missing honeypot fields");
    honeypot.check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response("Permintaan ditolak.", { status: 400 });
    throw error;
  }
}
