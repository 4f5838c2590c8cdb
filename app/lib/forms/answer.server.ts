// Sending a FormAnswer: a refusal under 400 (the form's own errors) or 422 (the host's). A busy
// host's answer, under its own status with Retry-After, and the host's refusal are both made by
// hostAnswer (./host-answer.server.ts), which sends through this.
import { data } from "@remix-run/node";
import type { FormAnswer } from "~/lib/forms/answer";

/** A refused form, sent back with its status (400 for the form's own errors, 422 for the host's). */
export const sendAnswer = <Answer extends FormAnswer>(
  answer: Answer,
  status: 400 | 422 = 400,
  headers?: HeadersInit,
) => data(answer, { status, headers });
