// Sending a FormAnswer: a refusal under 400/422, a busy host under its own status with
// Retry-After (host-busy.server.ts), and the not-found answer every detail page gives.
import { data } from "@remix-run/node";
import { hostBusyReply } from "~/lib/host-busy.server";
import type { AnswerDialog, FormAnswer } from "~/lib/forms/answer";

/** A refused form, sent back with its status (400 for the form's own errors, 422 for the host's). */
export const sendAnswer = <Answer extends FormAnswer>(
  answer: Answer,
  status: 400 | 422 = 400,
  headers?: HeadersInit,
) => data(answer, { status, headers });

/**
 * For an action's catch: when `error` is a host failure (429, 5xx, down, too slow), the answer
 * `build` makes with the busy message as a dialog titled `title`, under the failure's status
 * and Retry-After; null for any other error.
 */
export function busyAnswer(error: unknown, title: string, build: (dialog: AnswerDialog) => FormAnswer) {
  return hostBusyReply(error, (message) => build({ title, message }));
}
