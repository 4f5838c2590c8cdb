// A form of the order page (or one of its siblings: the bank page's proof, the add pages) that
// the host could not take now: the same form comes back with its refusal dialog showing the
// busy message and every text field as typed, under the host's status and Retry-After.
import { refusalAnswer } from "~/lib/forms/answer";
import { hostBusyReply, hostBusyUploadReply } from "~/lib/host-busy.server";
import type { Upload } from "~/lib/uploads.server";
import { refusalDialog } from "./dialogs";

/**
 * The busy answer as a FormAnswer: `intent`'s refusal modal with the busy message, the text
 * fields as typed in conform's reply; null when `error` is not a host failure.
 */
export function busyFormAnswer(error: unknown, request: Request, intent: string, form: FormData | Upload) {
  const [fields, upload] = form instanceof FormData ? [form, undefined] : [form.fields, form];
  const answer = (message: string) =>
    refusalAnswer(intent, fields, { dialog: refusalDialog(intent, message) });
  return upload ? hostBusyUploadReply(error, request, upload, answer) : hostBusyReply(error, answer);
}
