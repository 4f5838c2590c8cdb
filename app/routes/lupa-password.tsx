import { getZodConstraint } from "@conform-to/zod";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { answerFields } from "~/components/ui/answerFields";
import { AuthPage, FormMessage } from "~/features/auth/AuthPage";
import { Field } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { pageTitle, type RouteHandle } from "~/lib/site";
import { loadAuthPage } from "~/features/auth/auth-pages.server";
import { isFormAnswer, replyFor } from "~/lib/forms/answer";
import { keepRetryAfter } from "~/lib/http.server";
import { forgotPasswordSchema } from "~/features/auth/schema";
import { FORGOT_FORM } from "~/features/auth/forms";
import { forgotPasswordAction } from "~/features/auth/forgot-password-action.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "auth");

export const handle: RouteHandle = { bare: true };
export const headers = keepRetryAfter;
export const meta: MetaFunction = () => [{ title: pageTitle("Lupa Kata Sandi") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadAuthPage(request, "Forget Password Page");
  return { ...page, constraint: getZodConstraint(forgotPasswordSchema) };
}

export const action = forgotPasswordAction;

export default function ForgotPassword() {
  const { banner, honeypot, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const answer = isFormAnswer(actionData) ? actionData : undefined;
  const notice = actionData && "notice" in actionData ? actionData.notice : undefined;
  const busy = useNavigation().state === "submitting";
  const email = answerFields(FORGOT_FORM, replyFor(answer, FORGOT_FORM), {}, constraint)("email");
  // Once the mail is sent the field empties (the reply's resetForm); without JavaScript the
  // server renders it empty.
  useEffect(() => {
    if (notice) document.forms.namedItem(FORGOT_FORM)?.reset();
  }, [actionData, notice]);

  return (
    <AuthPage banner={banner} honeypot={honeypot} title="Lupa Kata Sandi">
      <p>Masukkan email akun Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi.</p>
      <FormAnswer answer={answer} intent={FORGOT_FORM} formId={FORGOT_FORM} />
      <Form method="post" id={FORGOT_FORM} noValidate>
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
