import { getZodConstraint } from "@conform-to/zod";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields } from "~/components/ui/answerFields";
import { AuthPage, FormMessage } from "~/features/auth/AuthPage";
import { Field } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { pageTitle, type RouteHandle } from "~/lib/site";
import { loadAuthPage } from "~/features/auth/auth-pages.server";
import { replyFor } from "~/lib/forms/answer";
import { keepRetryAfter } from "~/lib/http.server";
import { resetPasswordSchema } from "~/features/auth/schema";
import { RESET_FORM } from "~/features/auth/forms";
import { resetPasswordAction } from "~/features/auth/reset-password-action.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "auth");

export const handle: RouteHandle = { bare: true };
export const headers = keepRetryAfter;
export const meta: MetaFunction = () => [{ title: pageTitle("Atur Ulang Kata Sandi") }];

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

export const action = resetPasswordAction;

export default function ResetPassword() {
  const { banner, honeypot, token, email, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const field = answerFields(RESET_FORM, replyFor(answer, RESET_FORM), { token, email }, constraint);
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
      <FormAnswer answer={answer} intent={RESET_FORM} formId={RESET_FORM} />
      <Form method="post" id={RESET_FORM} noValidate>
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
