// Security headers with a per-request CSP nonce (read by entry.server.tsx via load context).
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

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

export function securityHeaders({ development, imageOrigins, formOrigins, hsts }: Options): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // Vite's dev client injects inline scripts and styles and talks over a websocket.
    const scriptSrc = development ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`;
    const csp = [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
      "style-src-attr 'unsafe-inline'",
      ["img-src 'self' data:", ...imageOrigins].join(" "),
      "font-src 'self' data:",
      development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
      ["form-action 'self'", ...formOrigins].join(" "),
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
