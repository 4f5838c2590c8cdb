// Cache-Control for every Remix response, decided in one place (entry.server.tsx) so that
// routes cannot forget it. Institutional buyers sit behind shared proxies: anything personal
// must never be stored by them.
import type { HeadersFunction } from "@remix-run/node";
import { getOptionalUser } from "~/lib/session.server";

export const PRIVATE_NO_STORE = "private, no-store";
/** Anonymous pages: proxies may keep them briefly, browsers always revalidate. */
export const PUBLIC_BRIEF = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

export type ResponseKind = "document" | "data";

/**
 * Sets Cache-Control (and Vary) on a response about to be sent. Routes may choose a stricter
 * value themselves; a looser one is overridden for signed-in buyers and data requests.
 */
export async function applyCacheHeaders(
  request: Request,
  headers: Headers,
  status: number,
  kind: ResponseKind,
): Promise<void> {
  headers.append("Vary", "Cookie");
  const personal =
    kind === "data" ||
    request.method !== "GET" ||
    headers.has("Set-Cookie") ||
    // Redirects depend on who asks; failures must not linger in a proxy.
    (status !== 200 && status !== 404) ||
    (await getOptionalUser(request)) !== null;
  if (personal || headers.get("Cache-Control")?.includes("no-store")) {
    headers.set("Cache-Control", PRIVATE_NO_STORE);
  } else if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", PUBLIC_BRIEF);
  }
}

/**
 * A route's `headers` export that keeps the Retry-After of a refusal (429 from a limit, 503 when
 * the host is busy or down). Remix keeps only Set-Cookie from loaders and actions unless the route
 * names the headers it wants; on the root it covers every error the root boundary renders.
 */
export const keepRetryAfter: HeadersFunction = ({
  actionHeaders,
  loaderHeaders,
  errorHeaders,
  parentHeaders,
}) => {
  const retryAfter =
    errorHeaders?.get("Retry-After") ??
    actionHeaders.get("Retry-After") ??
    loaderHeaders.get("Retry-After") ??
    parentHeaders.get("Retry-After");
  const headers = new Headers();
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
