// The one answer an action gives when it renders a form again instead of redirecting (issue 19):
// which form (its intent), conform's reply (field errors, the form's error, the values as
// submitted) and optionally the spec's result modal. Browser-safe: pages read it, actions build
// it, and components/ui/FormAnswer shows it.
import type { SubmissionResult } from "@conform-to/react";

/** The spec's result modal: title ('Ooppsss', 'Ooops', ...), the message, the spec's modal name
 *  (errorajukannego, errorconfirmnego, errorkosong, ...) kept as a hook for tests. */
export type AnswerDialog = { title: string; message: string; name?: string };
/** A refused form: which form (its intent), conform's reply (field errors, form error, the values
 *  as submitted, so nothing typed is lost) and an optional result modal. */
export type FormAnswer = { intent: string; reply: SubmissionResult<string[]>; dialog?: AnswerDialog };

export type Reply = SubmissionResult<string[]>;

type Refusal = {
  /** Messages under named fields. */
  fieldErrors?: Record<string, string[]>;
  /** The message about the whole form (shown at its top when there is no dialog). */
  formError?: string;
  dialog?: AnswerDialog;
};

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] };
/** Anything with conform's `reply`: a `parseWithZod` submission, valid or not. */
type Submission = { reply(options?: ReplyOptions): Reply };

/**
 * The answer to a conform submission: its own errors (zod's, when it was refused) plus any the
 * action adds (the host's refusal of a valid form), and the dialog.
 */
export function submissionAnswer(
  intent: string,
  submission: Submission,
  /** `hideFields`: what is not sent back (passwords). */
  refusal: Refusal & { hideFields?: string[] } = {},
): FormAnswer {
  const { fieldErrors, formError, dialog, hideFields } = refusal;
  const reply = submission.reply(
    fieldErrors || formError || hideFields
      ? { fieldErrors, formErrors: formError ? [formError] : undefined, hideFields }
      : undefined,
  );
  return dialog ? { intent, reply, dialog } : { intent, reply };
}

/**
 * The answer to a form read without conform (a host refusal after the action's own reading):
 * the text fields as submitted (files cannot come back) and the refusal.
 */
export function refusalAnswer(
  intent: string,
  fields: FormData | URLSearchParams | Record<string, string>,
  refusal: Refusal = {},
): FormAnswer {
  const initialValue: Record<string, string | string[]> = {};
  const entries =
    fields instanceof FormData || fields instanceof URLSearchParams
      ? fields.entries()
      : Object.entries(fields);
  for (const [name, value] of entries) {
    if (typeof value !== "string" || name === "csrf") continue;
    const before = initialValue[name];
    initialValue[name] =
      before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  const error: Record<string, string[]> = { ...refusal.fieldErrors };
  if (refusal.formError) error[""] = [refusal.formError];
  const reply: Reply = { status: "error", initialValue, error };
  return refusal.dialog ? { intent, reply, dialog: refusal.dialog } : { intent, reply };
}

/**
 * The name and value that say which form was sent (a hidden input's or a submit button's), typed
 * by the page's intent union so that renaming an intent is a type error:
 * `<input type="hidden" {...intentField<CartAction["intent"]>("note")} />`.
 */
export const intentField = <Intent extends string>(intent: NoInfer<Intent>) => ({
  name: "intent",
  value: intent,
});

/** The reply for the form `intent`, when the answer is about that form. */
export function replyFor(answer: FormAnswer | null | undefined, intent: string): Reply | undefined {
  return answer?.intent === intent ? answer.reply : undefined;
}

/** True when `value` (a route's action data) is a FormAnswer. */
export function isFormAnswer(value: unknown): value is FormAnswer {
  if (typeof value !== "object" || value === null) return false;
  const { intent, reply } = value as Partial<FormAnswer>;
  return typeof intent === "string" && typeof reply === "object" && reply !== null;
}

/** The reply's first message for each named field, in the order the reply lists them. */
export function fieldMessages(reply: Reply | undefined): { name: string; message: string }[] {
  return Object.entries(reply?.error ?? {}).flatMap(([name, errors]) =>
    name !== "" && errors?.[0] ? [{ name, message: errors[0] }] : [],
  );
}
