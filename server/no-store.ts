// A response that sets a cookie belongs to one visitor, so no shared cache (institutional
// buyers sit behind proxies) may keep it. entry.server.tsx decides Cache-Control for rendered
// pages and data requests, but Remix sends a loader's or action's redirect (sign-in, sign-out,
// registration, a checkout started) without passing through it: this covers every response.
import type { RequestHandler } from "express";
import type { ServerResponse } from "node:http";

export const NO_STORE = "private, no-store";

export function noStoreWithCookies(): RequestHandler {
  return (_req, res, next) => {
    const raw: ServerResponse = res;
    const writeHead = raw.writeHead;
    // Headers are final only when they are written; the Remix adapter sets them one by one before.
    raw.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (this.hasHeader("set-cookie")) this.setHeader("Cache-Control", NO_STORE);
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["writeHead"];
    next();
  };
}
