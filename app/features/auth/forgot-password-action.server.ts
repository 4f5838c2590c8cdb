// The forgotten-password form's post (000 §2): throttled per address; the host mails the link.
// A refusal or a busy host gives the form back (hostAnswer).
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { requestPasswordReset } from "~/lib/admin/auth.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf, requireHuman } from "~/lib/csrf.server";
import { submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer } from "~/lib/forms/host-answer.server";
import { clientAddress, throttle, tooManyAttempts } from "~/lib/throttle.server";
import { refusalText } from "./auth-pages.server";
import { FORGOT_FORM } from "./forms";
import { forgotPasswordSchema, RESET_MAIL_SENT } from "./schema";

export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  requireHuman(formData);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  const answer = (formError?: string) => submissionAnswer(FORGOT_FORM, submission, { formError });
  if (submission.status !== "success") return sendAnswer(answer());
  const wait = await throttle().attempt("passwordReset", clientAddress(context));
  if (wait) return tooManyAttempts("passwordReset", wait, answer);
  try {
    await requestPasswordReset(request, submission.value);
  } catch (error) {
    return hostAnswer(error, (message) => answer(refusalText(message)));
  }
  // The message travels in the answer: importing it here would bring its zod module into the page.
  return { notice: RESET_MAIL_SENT };
}
