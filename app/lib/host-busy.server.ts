// A form post the host could not take now (its 429, a 5xx, down, too slow): the form comes back
// as typed with a message, under the failure's status and Retry-After, instead of an error page
// that would lose what was typed. Pages (loaders) show the root's 503 page instead.
import { data } from "@remix-run/node";
import { isHostFailure } from "~/lib/admin/client.server";

export const HOST_BUSY_MESSAGE =
  "Server toko sedang sibuk atau tidak dapat dihubungi. Data Anda belum terkirim, silakan coba lagi beberapa saat lagi.";

/**
 * For an action's catch: the form's own answer built by `reply` with the message when `error`
 * is a host failure, or null for any other error (handle or rethrow it).
 */
export function hostBusyReply<T>(error: unknown, reply: (message: string) => T) {
  if (!isHostFailure(error)) return null;
  return data(reply(HOST_BUSY_MESSAGE), {
    status: error.status,
    headers: { "Retry-After": error.headers.get("Retry-After") ?? "30" },
  });
}
