// The buyer's session lives entirely in one encrypted cookie, so any number of storefront
// processes sharing SESSION_SECRET can serve any request.
import { createCookie, createSession, redirect, type Session } from "@remix-run/node";
import type { Toast } from "~/lib/site";
import { env } from "~/env.server";
import { createSessionCipher } from "~/lib/session-crypto.server";
import { perRequest } from "../../server/request-context";

export type SessionData = {
  token: string;
  userId: number;
  username: string;
  /** Checkout in progress (000 §2: /checkout is only entered when it is stored). */
  id_checkout: number;
  /** Last created transaction (000 §2: /confirmation-order guard). */
  id_transaksi: number;
  /** Admin chat messages the buyer `userId` has seen (000 §4: the menu counts the rest as new). */
  chatSeen: { userId: number; count: number };
};

export type { Toast };
/** `saved`: the profile page's success dialog to show once (~/features/profile/edit.server). */
export type FlashData = { toast: Toast; saved: "profil" | "sandi" };
export type AppSession = Session<SessionData, FlashData>;

const MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

const COOKIE_NAME = env.cookieSecure ? "__Host-sesi" : "sesi";

const cookie = createCookie(COOKIE_NAME, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: env.cookieSecure,
  maxAge: MAX_AGE_SECONDS,
});

const cipher = createSessionCipher(env.sessionSecrets);

type Sealed = { data: Partial<SessionData>; exp: number };

function unseal(value: unknown): Partial<SessionData> {
  if (typeof value !== "string") return {};
  const opened = cipher.open(value) as Sealed | null;
  // The expiry inside the ciphertext stops a copied cookie from outliving its max age.
  if (!opened || typeof opened.exp !== "number" || opened.exp < Date.now()) return {};
  return opened.data ?? {};
}

/**
 * The session opened for the request being answered, under the Cookie header it was opened from.
 * One page request reads its session in the root loader, the account frame, the page's loader
 * and their host clients; Remix hands each loader its own copy of the Request, so a copy cannot
 * be the key, but the request's context (server/request-context.ts) is one per request and goes
 * with it. Kept with the context (`perRequest`), the cookie is decrypted once per request and
 * nothing outlives the request. The promise is kept, so loaders that start together share one
 * decryption too.
 */
const openedInThisRequest = perRequest(
  (): { last?: { header: string | null; json: Promise<string> } } => ({}),
);

/**
 * The session cookie's value as Remix's `cookie.parse` reads it (its serialize wrote it: the
 * sealed string as JSON, its UTF-8 bytes in base64, URL-encoded), without its character-by-character
 * unescaping, which cost as much as opening the seal (issue 32). Anything else than what
 * `commitSession` wrote fails `unseal` either way.
 */
function sealedValue(header: string | null): unknown {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals < 0 || pair.slice(0, equals).trim() !== COOKIE_NAME) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      if (value.includes("%")) value = decodeURIComponent(value);
      return JSON.parse(Buffer.from(value, "base64").toString("utf8")) as unknown;
    } catch {
      return null;
    }
  }
  return null;
}

async function openCookie(header: string | null): Promise<string> {
  return JSON.stringify(unseal(sealedValue(header)));
}

export async function getSession(request: Request): Promise<AppSession> {
  const header = request.headers.get("Cookie");
  const opened = openedInThisRequest();
  let memo = opened?.last;
  if (memo?.header !== header) {
    memo = { header, json: openCookie(header) };
    if (opened) opened.last = memo;
  }
  // Each caller gets its own session from the text: a change or a flash read by one loader is
  // not seen by another, as when each opened the cookie itself.
  // Missing keys read as undefined through session.get, which is what Partial means here.
  return createSession<SessionData, FlashData>(JSON.parse(await memo.json) as SessionData);
}

/** The Set-Cookie header value that stores the session. */
export async function commitSession(session: AppSession): Promise<string> {
  const sealed: Sealed = {
    data: session.data as Partial<SessionData>,
    exp: Date.now() + MAX_AGE_SECONDS * 1000,
  };
  return cookie.serialize(cipher.seal(sealed));
}

/** The Set-Cookie header value that removes the session. */
export async function destroySession(): Promise<string> {
  return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

export function flash(session: AppSession, toast: Toast): void {
  session.flash("toast", toast);
}

export type SignedInUser = { token: string; userId: number; username: string; session: AppSession };

export async function getOptionalUser(request: Request): Promise<SignedInUser | null> {
  const session = await getSession(request);
  const token = session.get("token");
  const userId = session.get("userId");
  if (!token || userId === undefined) return null;
  return { token, userId, username: session.get("username") ?? "", session };
}

/** Sends a signed-out visitor to /login, remembering where they were going. */
export async function requireUser(request: Request): Promise<SignedInUser> {
  const user = await getOptionalUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
}

/** Ends the session and sends the visitor to /login (000 §8: 401 'Unauthenticated.'). */
export async function signOutToLogin(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  return redirect(`/login?${new URLSearchParams({ redirectTo })}`, {
    headers: { "Set-Cookie": await destroySession() },
  });
}
