import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { answerFields } from "~/components/ui/answerFields";
import { AuthPage, FormMessage } from "~/features/auth/AuthPage";
import { Field } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { pageTitle, type RouteHandle } from "~/lib/site";
import { requestPasswordReset } from "~/lib/admin/auth.server";
import { loadAuthPage, refusalMessage } from "~/features/auth/auth-pages.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf, requireHuman } from "~/lib/csrf.server";
import { isFormAnswer, replyFor, submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepRetryAfter } from "~/lib/http.server";
import { clientAddress, throttle, tooManyAttempts } from "~/lib/throttle.server";
import { forgotPasswordSchema, RESET_MAIL_SENT } from "~/features/auth/schema";
import { sheets } from "~/styles/sheets";

export const links = sheets("auth");

export const handle: RouteHandle = { bare: true };
export const headers = keepRetryAfter;
export const meta: MetaFunction = () => [{ title: pageTitle("Lupa Kata Sandi") }];

const FORM_ID = "lupa-password";

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadAuthPage(request, "Forget Password Page");
  return { ...page, constraint: getZodConstraint(forgotPasswordSchema) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  requireHuman(formData);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  const answer = (formError?: string) => submissionAnswer(FORM_ID, submission, { formError });
  if (submission.status !== "success") return sendAnswer(answer());
  const wait = await throttle().attempt("passwordReset", clientAddress(context));
  if (wait) return tooManyAttempts("passwordReset", wait, answer);
  try {
    await requestPasswordReset(request, submission.value);
  } catch (error) {
    const busy = hostBusyReply(error, answer);
    if (busy) return busy;
    const message = refusalMessage(error);
    if (message === null) throw error;
    return sendAnswer(answer(message), 422);
  }
  // The message travels in the answer: importing it here would bring its zod module into the page.
  return { notice: RESET_MAIL_SENT };
}

export default function ForgotPassword() {
  const { banner, honeypot, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const answer = isFormAnswer(actionData) ? actionData : undefined;
  const notice = actionData && "notice" in actionData ? actionData.notice : undefined;
  const busy = useNavigation().state === "submitting";
  const email = answerFields(FORM_ID, replyFor(answer, FORM_ID), {}, constraint)("email");
  // Once the mail is sent the field empties (the reply's resetForm); without JavaScript the
  // server renders it empty.
  useEffect(() => {
    if (notice) document.forms.namedItem(FORM_ID)?.reset();
  }, [actionData, notice]);

  return (
    <AuthPage banner={banner} honeypot={honeypot} title="Lupa Kata Sandi">
      <p>Masukkan email akun Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi.</p>
      <FormAnswer answer={answer} intent={FORM_ID} formId={FORM_ID} />
      <Form method="post" id={FORM_ID} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <FormMessage success={notice} />
        <Field label="Email" field={email.meta}>
          <input {...email.props} {...email.limits} type="email" autoComplete="email" />
        </Field>
        <button type="submit" aria-busy={busy || undefined} disabled={busy}>
          Kirim
        </button>
      </Form>
      <p>
        <Link to="/login">Kembali ke halaman masuk</Link>
      </p>
    </AuthPage>
  );
}
