// "Not there", as a buyer meets it: the route's error boundary shows the Indonesian 404 page, for an
// address that names nothing and for what the host answers 404 or 403 (someone else's order, an
// unknown id): another buyer's data and a missing one look the same.
import { AdminError } from "~/lib/admin/client.server";
import { PRIVATE_NO_STORE } from "~/lib/http.server";

/** The 404 to throw (or return): "<what> tidak ditemukan" (the page shows the shop's own 404 text). */
export const notFound = (what = "Halaman", headers?: Record<string, string>) =>
  new Response(`${what} tidak ditemukan`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
  });

/**
 * The 404 of a personal address (a buyer's download or file): not there, or not the buyer's, it is
 * a private answer like what it stands for, never kept by a proxy.
 */
export const privateNotFound = (what: string) => notFound(what, { "Cache-Control": PRIVATE_NO_STORE });

/** The host's 404 or 403: what was asked for is not there, or not the buyer's. */
export const isHostNotFound = (error: unknown): error is AdminError =>
  error instanceof AdminError && (error.status === 404 || error.status === 403);

/** A host read's failure: its 404 and 403 are `notFound(what)`; anything else goes on as it was. */
export function hostNotFound(error: unknown, what?: string): never {
  if (isHostNotFound(error)) throw notFound(what);
  throw error;
}

/**
 * For `.catch` of a read whose page says "not there" itself (the product page's own 404, a
 * dropped column): the host's 404 and 403 read as null; anything else goes on as it was.
 */
export function nullWhenNotFound(error: unknown): null {
  if (isHostNotFound(error)) return null;
  throw error;
}
