import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields } from "~/components/ui/answerFields";
import { AuthPage, FormMessage } from "~/features/auth/AuthPage";
import { Field } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { pageTitle, type RouteHandle } from "~/lib/site";
import { resetPassword } from "~/lib/admin/auth.server";
import { loadAuthPage, refusalMessage } from "~/features/auth/auth-pages.server";
import { readForm } from "~/lib/body.server";
import { replyFor, submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepRetryAfter } from "~/lib/http.server";
import { requireCsrf } from "~/lib/csrf.server";
import { resetPasswordSchema } from "~/features/auth/schema";
import { commitSession, flash, getSession } from "~/lib/session.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("auth");

export const handle: RouteHandle = { bare: true };
export const headers = keepRetryAfter;
export const meta: MetaFunction = () => [{ title: pageTitle("Atur Ulang Kata Sandi") }];

const FORM_ID = "reset-password";

/** Reached from the mailed link: /reset-password?token=...&email=... */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadAuthPage(request, "Reset Password Page");
  const query = new URL(request.url).searchParams;
  return {
    ...page,
    token: query.get("token") ?? "",
    email: query.get("email") ?? "",
    constraint: getZodConstraint(resetPasswordSchema),
  };
}

const PASSWORDS = ["password", "password_confirmation"];

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const answer = (formError?: string) =>
    submissionAnswer(FORM_ID, submission, { formError, hideFields: PASSWORDS });
  if (submission.status !== "success") return sendAnswer(answer());
  let message: string;
  try {
    message = await resetPassword(request, submission.value);
  } catch (error) {
    const busy = hostBusyReply(error, answer);
    if (busy) return busy;
    const refusal = refusalMessage(error);
    if (refusal === null) throw error;
    return sendAnswer(answer(refusal), 422);
  }
  const session = await getSession(request);
  flash(session, { kind: "success", message });
  return redirect("/login", { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function ResetPassword() {
  const { banner, honeypot, token, email, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const field = answerFields(FORM_ID, replyFor(answer, FORM_ID), { token, email }, constraint);
  const password = (name: "password" | "password_confirmation") => ({
    ...field(name).props,
    ...field(name).limits,
    type: "password",
    autoComplete: "new-password",
  });
  const tokenField = field("token");
  const emailField = field("email");

  return (
    <AuthPage banner={banner} honeypot={honeypot} title="Atur Ulang Kata Sandi">
      <FormAnswer answer={answer} intent={FORM_ID} formId={FORM_ID} />
      <Form method="post" id={FORM_ID} noValidate>
        <AuthenticityTokenInput />
        <input type="hidden" name="token" defaultValue={tokenField.props.defaultValue} />
        {/* The link's token is no field the buyer sees: its message stands for the form's. */}
        <FormMessage error={tokenField.meta.errors?.[0]} />
        <Field label="Email" field={emailField.meta}>
          <input {...emailField.props} {...emailField.limits} type="email" autoComplete="email" />
        </Field>
        <Field label="Kata sandi baru" field={field("password").meta}>
          <input {...password("password")} />
        </Field>
        <Field label="Konfirmasi kata sandi" field={field("password_confirmation").meta}>
          <input {...password("password_confirmation")} />
        </Field>
        <button type="submit" aria-busy={busy || undefined} disabled={busy}>
          Simpan
        </button>
      </Form>
      <p>
        <Link to="/lupa-password">Minta tautan baru</Link>
      </p>
    </AuthPage>
  );
}
