// What a page does when the host does not take a call (decisions 0006, 0008), written once instead
// of `if (busy) return busy; if (error instanceof AdminError) …; throw error` in every action:
// - an action's form comes back as typed: with the busy message under the failure's status and
//   Retry-After when the host cannot answer now, with the host's own message under 422 when it
//   refuses (hostAnswer); anything else (a bug, a thrown redirect) goes on;
// - a read the page can do without (a list, a quote) is empty when the host refuses it
//   (nullOnAdminError, beside the admin client's emptyOnAdminError).
// A host's "not there" (404, 403) that is the page's 404 is ~/lib/not-found.server's.
import { AdminError, AdminValidationError, emptyOnAdminError } from "~/lib/admin/client.server";
import { hostBusyReply, hostBusyUploadReply } from "~/lib/host-busy.server";
import { hostNotFound, isHostNotFound } from "~/lib/not-found.server";
import type { Upload } from "~/lib/uploads.server";
import type { FormAnswer } from "./answer";
import { sendAnswer } from "./answer.server";

/** The host's refusal of a call (4xx): its message for the buyer and, from a 422, its field messages. */
export type HostRefusal = { status: number; message: string; fieldErrors: Record<string, string[]> };

/** The refusal `error` is, or null for anything else (a busy host, a bug, a thrown Response). */
export function hostRefusal(error: unknown): HostRefusal | null {
  if (!(error instanceof AdminError)) return null;
  const fieldErrors = error instanceof AdminValidationError ? error.fieldErrors : {};
  return { status: error.status, message: error.message, fieldErrors };
}

export type HostAnswerOptions = {
  /** The form carried files (readUpload): without JavaScript the busy message asks for them again. */
  upload?: { request: Request; upload: Upload };
  /**
   * What the page is about, when the host's 404 or 403 means it is not the buyer's (another
   * buyer's order): the page's 404, "<notFound> tidak ditemukan", rather than a refused form.
   */
  notFound?: string;
};

/**
 * For an action's catch: the answer of a form the host did not take.
 * - The host busy, down or too slow: `answer(busy message)` under the failure's status (503,
 *   504, 502) with Retry-After; `refusal` is undefined.
 * - The host refused (an AdminError): `answer(its message, refusal)` under 422; with `notFound`,
 *   its 404 and 403 are the page's 404 instead.
 * - Anything else is thrown on as it was.
 * `answer` gives the form back as typed (FormAnswer), with the message where the form shows one.
 */
export function hostAnswer<A extends FormAnswer>(
  error: unknown,
  answer: (message: string, refusal?: HostRefusal) => A,
  { upload, notFound }: HostAnswerOptions = {},
): ReturnType<typeof sendAnswer<A>> {
  const busyText = (message: string) => answer(message);
  const busy = upload
    ? hostBusyUploadReply(error, upload.request, upload.upload, busyText)
    : hostBusyReply(error, busyText);
  if (busy) return busy;
  if (notFound !== undefined && isHostNotFound(error)) hostNotFound(error, notFound);
  const refusal = hostRefusal(error);
  if (!refusal) throw error;
  return sendAnswer(answer(refusal.message, refusal), 422);
}

/** For `.catch` of a read the page does without: the host's refusal (4xx) reads as null. */
export function nullOnAdminError(error: unknown): null {
  emptyOnAdminError(error);
  return null;
}
