// "Not there", as a buyer meets it: the route's error boundary shows the Indonesian 404 page, for an
// address that names nothing and for what the host answers 404 or 403 (someone else's order, an
// unknown id): another buyer's data and a missing one look the same.
import { AdminError } from "~/lib/admin/client.server";

/** The 404 to throw: "<what> tidak ditemukan" (what the page shows is the shop's own 404 text). */
export const notFound = (what = "Halaman") =>
  new Response(`${what} tidak ditemukan`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/** A host read's failure: its 404 and 403 are `notFound(what)`; anything else goes on as it was. */
export function hostNotFound(error: unknown, what?: string): never {
  if (error instanceof AdminError && (error.status === 404 || error.status === 403)) throw notFound(what);
  throw error;
}
