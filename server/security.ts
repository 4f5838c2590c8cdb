// Security headers (helmet) with a per-request CSP nonce (read by entry.server.tsx via load context).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

type Options = {
  development: boolean;
  /** Origins (besides 'self') images may come from: the admin host's file server. */
  imageOrigins: string[];
  /** Origins forms may post or be redirected to: the admin host (payment gateway hand-off). */
  formOrigins: string[];
  hsts: boolean;
};

function originOf(url: string): string | null {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
}

/** The distinct absolute origins among `urls` (relative URLs are same-origin). */
export function origins(...urls: string[]): string[] {
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== null))];
}

/**
 * helmet with today's policy: a CSP whose script-src carries a nonce made for each request (kept in
 * res.locals for entry.server.tsx), and helmet's other headers, set where the shop needs otherwise.
 */
export function securityHeaders({ development, imageOrigins, formOrigins, hsts }: Options): RequestHandler {
  const nonce: (req: IncomingMessage, res: ServerResponse) => string = (_req, res) =>
    `'nonce-${(res as Response).locals.cspNonce}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev client injects inline scripts and styles and talks over a websocket.
        scriptSrc: development ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", nonce],
        styleSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...imageOrigins],
        fontSrc: ["'self'", "data:"],
        connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'"],
        formAction: ["'self'", ...formOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    // helmet has no Permissions-Policy.
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    headers(req, res, next);
  };
}

/**
 * The headers of an answer no browser shows as a page (the chat poll's 204 or JSON lines), made
 * once: nothing in it runs, so it needs no nonce, and helmet building its policy with a fresh
 * nonce on every poll was a tenth of the poll's CPU (issue 22).
 */
export function dataAnswerHeaders({ hsts }: Pick<Options, "hsts">): readonly [string, string][] {
  return [
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ...(hsts
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
  ];
}
