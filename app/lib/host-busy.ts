// What the buyer is told when the admin host cannot take a form now (its 429, a 5xx, down, too
// slow). Shared by the server's answer (host-busy.server.ts) and the upload script (UploadForm),
// which meets the same failure as a status without a page.
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
export const HOST_BUSY_MESSAGE =
  "Server toko sedang sibuk atau tidak dapat dihubungi. Data Anda belum terkirim, silakan coba lagi beberapa saat lagi.";

/** Added where files were sent without JavaScript: a page rendered again cannot refill a file input. */
export const FILES_AGAIN = "Silakan pilih berkas lagi.";

/** A status that means "not now" rather than "no": the host's 429 or any 5xx on the way. */
export const isBusyStatus = (status: number) => status === 429 || status >= 500;

/**
 * A route's `shouldRevalidate`, or the wrapper of its own decision (`revalidate`): after a post
 * the host was too busy to take nothing changed, so the page keeps its data instead of reading
 * the busy host again, which would replace the form and what was typed with the error page.
 */
export function keepDataAfterBusyPost(
  args: ShouldRevalidateFunctionArgs,
  revalidate = args.defaultShouldRevalidate,
): boolean {
  return args.actionStatus !== undefined && isBusyStatus(args.actionStatus) ? false : revalidate;
}
