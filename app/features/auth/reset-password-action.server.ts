// The new-password form's post (000 §2, from the mailed link): the host's message as the toast on
// the sign-in page; a refusal (an expired link) or a busy host gives the form back (hostAnswer).
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { resetPassword } from "~/lib/admin/auth.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer } from "~/lib/forms/host-answer.server";
import { commitSession, flash, getSession } from "~/lib/session.server";
import { refusalText } from "./auth-pages.server";
import { PASSWORDS, RESET_FORM } from "./forms";
import { resetPasswordSchema } from "./schema";

export async function resetPasswordAction({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const answer = (formError?: string) =>
    submissionAnswer(RESET_FORM, submission, { formError, hideFields: PASSWORDS });
  if (submission.status !== "success") return sendAnswer(answer());
  let message: string;
  try {
    message = await resetPassword(request, submission.value);
  } catch (error) {
    return hostAnswer(error, (message) => answer(refusalText(message)));
  }
  const session = await getSession(request);
  flash(session, { kind: "success", message });
  return redirect("/login", { headers: { "Set-Cookie": await commitSession(session) } });
}
