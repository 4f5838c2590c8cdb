import { createHash, hash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { ApiRequest } from "./router.ts";
import type { Db } from "../db/index.ts";
import { unauthenticated } from "./errors.ts";

export const tokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;

// One-shot: no Hash object per call (every call with a token hashes it; issue 32).
export const sha256 = (value: string) => hash("sha256", value, "hex");

/** Operator calls need a configured key and the same key on the request (compared in constant time). */
export function operatorAllowed(key: string | undefined, sent: string | string[] | undefined): boolean {
  if (!key || typeof sent !== "string") return false;
  return timingSafeEqual(
    createHash("sha256").update(key).digest(),
    createHash("sha256").update(sent).digest(),
  );
}

export const newSecret = () => randomBytes(32).toString("base64url");

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N: 16384, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$<salt>$<key>`, both base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("base64url")}$${(await scryptAsync(password, salt)).toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64url"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Creates a bearer token for a customer (only its hash is stored) and drops the customer's expired ones. */
export function issueToken(
  db: Db,
  customerId: number,
  now = new Date(),
): { token: string; expiresAt: string } {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + tokenLifetimeMs).toISOString();
  db.tx(() => {
    db.run("DELETE FROM customer_tokens WHERE customer_id = ? AND expires_at <= ?", [
      customerId,
      now.toISOString(),
    ]);
    db.run(
      "INSERT INTO customer_tokens (customer_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)",
      [customerId, sha256(token), expiresAt, now.toISOString()],
    );
  });
  return { token, expiresAt };
}

export interface AuthCustomer {
  id: number;
  username: string;
  email: string;
}

/** The hash under which the request's bearer token is stored, or null without one. */
export function bearerTokenHash(req: ApiRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
  return match ? sha256(match[1]) : null;
}

/**
 * What makes a token valid, in every statement that checks one (requireCustomer's, the chat
 * poll's): its row `t` under the hash, not expired, with its customer `c`. A token ended (signed
 * out, a password changed or reset) has no row, so the next statement refuses it.
 */
export const VALID_TOKEN = {
  from: "customer_tokens t JOIN customers c ON c.id = t.customer_id",
  where: "t.token_hash = ? AND t.expires_at > ?",
} as const;

/** The parameters of `VALID_TOKEN.where` for the request's bearer token; a 401 without one. */
export function validTokenParams(req: ApiRequest): [string, string] {
  const tokenHash = bearerTokenHash(req);
  if (!tokenHash) throw unauthenticated();
  return [tokenHash, new Date().toISOString()];
}

const customerOfToken = `SELECT c.id, c.username, c.email FROM ${VALID_TOKEN.from} WHERE ${VALID_TOKEN.where}`;

/** The customer behind the request's bearer token, or a 401 "Unauthenticated.". */
export function requireCustomer(req: ApiRequest): AuthCustomer {
  const customer = req.host.db.get<AuthCustomer>(customerOfToken, validTokenParams(req));
  if (!customer) throw unauthenticated();
  return customer;
}
