// The sign-in form's post (000 §2 Login): throttled per account and address, the session made
// from the host's token; a refusal or a busy host gives the form back (hostAnswer).
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signIn } from "~/lib/admin/auth.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf, requireHuman } from "~/lib/csrf.server";
import { submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer, hostRefusal } from "~/lib/forms/host-answer.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { commitSession, getSession } from "~/lib/session.server";
import { clientAddress, throttle, tooManyAttempts } from "~/lib/throttle.server";
import { refusalText } from "./auth-pages.server";
import { LOGIN_FORM } from "./forms";
import { loginSchema } from "./schema";

export async function loginAction({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  requireHuman(formData);
  const submission = parseWithZod(formData, { schema: loginSchema });
  const answer = (formError?: string) =>
    submissionAnswer(LOGIN_FORM, submission, { formError, hideFields: ["password"] });
  if (submission.status !== "success") return sendAnswer(answer());

  const account = submission.value.email;
  const address = clientAddress(context);
  const refused = (wait: number) => tooManyAttempts("signIn", wait, answer);
  const wait = await throttle().signInWait(account, address);
  if (wait) return refused(wait);

  try {
    const { token, userId, username } = await signIn(request, submission.value);
    await throttle().signInSucceeded(account, address);
    const session = await getSession(request);
    session.set("token", token);
    session.set("userId", userId);
    session.set("username", username);
    return redirect(safeRedirect(submission.value.redirectTo), {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  } catch (error) {
    // A refused sign-in counts towards the account's and the address's limits.
    if (hostRefusal(error)) {
      const blocked = await throttle().signInFailed(account, address);
      if (blocked) return refused(blocked);
    }
    return hostAnswer(error, (message) => answer(refusalText(message)));
  }
}
