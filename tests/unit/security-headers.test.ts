// server/security.ts over real HTTP: the headers every storefront page carries, with a fresh
// CSP nonce per request.
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../../server/security.ts";

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** A server with the middleware and a page that echoes the nonce it was given. */
async function serve(options: Parameters<typeof securityHeaders>[0]) {
  const app = express();
  app.disable("x-powered-by");
  app.use(securityHeaders(options));
  app.get("/", (_req, res) => {
    res.type("text/plain").send(String(res.locals.cspNonce));
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return async () => {
    const res = await fetch(url);
    return { headers: Object.fromEntries(res.headers), nonce: await res.text() };
  };
}

/** The policy's directives in order (however they are separated). */
const directives = (csp = "") => csp.split(/;\s*/).filter(Boolean);

const production = {
  development: false,
  imageOrigins: ["https://files.example.id"],
  formOrigins: ["https://pay.example.id"],
  hsts: true,
};

describe("security headers", () => {
  it("sends the policy with a new nonce for each request, and the hardening headers", async () => {
    const get = await serve(production);
    const first = await get();
    const second = await get();
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(directives(first.headers["content-security-policy"])).toEqual([
      "default-src 'self'",
      `script-src 'self' 'nonce-${first.nonce}'`,
      "style-src 'self'",
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: https://files.example.id",
      "font-src 'self' data:",
      "connect-src 'self'",
      "form-action 'self' https://pay.example.id",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(second.headers["content-security-policy"]).toContain(`'nonce-${second.nonce}'`);
    expect(first.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-dns-prefetch-control": "off",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
  });

  it("leaves out HSTS on plain http and relaxes scripts and styles for Vite in development", async () => {
    const get = await serve({ development: true, imageOrigins: [], formOrigins: [], hsts: false });
    const { headers } = await get();
    expect(headers["strict-transport-security"]).toBeUndefined();
    const csp = directives(headers["content-security-policy"]);
    expect(csp).toEqual(
      expect.arrayContaining([
        "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
        "style-src 'self' 'unsafe-inline'",
        "connect-src 'self' ws: wss:",
        "img-src 'self' data:",
        "form-action 'self'",
      ]),
    );
    expect(csp.join(";")).not.toContain("nonce-");
  });
});
