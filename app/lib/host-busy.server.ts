// A form post the host could not take now (its 429, a 5xx, down, too slow): the form comes back
// as typed with a message, under the failure's status and Retry-After, instead of an error page
// that would lose what was typed. Pages (loaders) show the root's 503 page instead.
import { data } from "@remix-run/node";
import { isHostFailure } from "~/lib/admin/client.server";
import { FILES_AGAIN, HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import { fromScript, type Upload } from "~/lib/uploads.server";

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

/**
 * hostBusyReply for a form that carried files: without JavaScript the page comes back with the
 * typed text but empty file inputs, so the message asks for the files again when some were
 * sent; the upload script's form still holds them.
 */
export function hostBusyUploadReply<T>(
  error: unknown,
  request: Request,
  upload: Upload,
  reply: (message: string) => T,
) {
  const filesLost = upload.files.length > 0 && !fromScript(request);
  return hostBusyReply(error, (message) => reply(filesLost ? `${message} ${FILES_AGAIN}` : message));
}
