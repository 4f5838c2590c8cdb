// A form of the order page (or one of its siblings: the bank page's proof, the add pages) that
// the host could not take now: the same form comes back with its refusal dialog showing the
// busy message and every text field as typed, under the host's status and Retry-After.
import { refusalAnswer } from "~/lib/forms/answer";
import { hostBusyReply, hostBusyUploadReply } from "~/lib/host-busy.server";
import { REFUSAL_TITLE } from "~/lib/forms/texts";
import type { Upload } from "~/lib/uploads.server";
import { refusalDialog } from "./dialogs";
import type { OrderActionResult } from "./result";

/** Neither echoed back: the token comes with the page, the intent is the answer's own field. */
const NOT_ECHOED = new Set(["csrf", "intent"]);
const ECHO_MAX = 3000;

/**
 * The text fields as the forms read them back (typedValue): each under its name and, for
 * repeated names (one price per product line), also `name.<index>`.
 */
export function typedValues(fields: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  const seen = new Map<string, number>();
  for (const [name, value] of fields) {
    if (typeof value !== "string" || NOT_ECHOED.has(name)) continue;
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    const text = value.slice(0, ECHO_MAX);
    if (index === 0) values[name] = text;
    values[`${name}.${index}`] = text;
  }
  return values;
}

/**
 * The busy answer for `intent`'s form, read by readForm (its fields) or by readUpload (the
 * upload), or null when `error` is not a host failure. The old OrderActionResult shape, for the
 * forms that do not answer with FormAnswer yet (payment, proof, receipt).
 */
export function busyOrderAnswer(error: unknown, request: Request, intent: string, form: FormData | Upload) {
  const [fields, upload] = form instanceof FormData ? [form, undefined] : [form.fields, form];
  const answer = (message: string): OrderActionResult => ({
    intent,
    ok: false,
    title: REFUSAL_TITLE,
    message,
    values: typedValues(fields),
  });
  return upload ? hostBusyUploadReply(error, request, upload, answer) : hostBusyReply(error, answer);
}

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
