import { getZodConstraint } from "@conform-to/zod";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { answerFields } from "~/components/ui/answerFields";
import { AuthPage, FormMessage } from "~/features/auth/AuthPage";
import { Field } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { pageTitle, type RouteHandle } from "~/lib/site";
import { loadAuthPage } from "~/features/auth/auth-pages.server";
import { replyFor } from "~/lib/forms/answer";
import { keepRetryAfter } from "~/lib/http.server";
import { loginSchema } from "~/features/auth/schema";
import { LOGIN_FORM } from "~/features/auth/forms";
import { loginAction } from "~/features/auth/login-action.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "auth");

export const handle: RouteHandle = { bare: true };
export const headers = keepRetryAfter;
export const meta: MetaFunction = () => [{ title: pageTitle("Masuk") }];

/** The host's own words after the verification link (it sends the buyer here with ?terverifikasi=1). */
const VERIFIED_MESSAGE = "Email berhasil diverifikasi, silahkan masuk.";

// Form pages validate with zod in their action only: the server's answer puts the messages under
// the fields (answerFields), and neither zod nor conform's client hook is in the page's JavaScript
// (100 kB budget). The loader sends the schema's constraints so the inputs still carry the hints.
export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadAuthPage(request, "Login Page");
  return { ...page, constraint: getZodConstraint(loginSchema) };
}

export const action = loginAction;

export default function Login() {
  const { banner, honeypot, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = replyFor(answer, LOGIN_FORM);
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const field = answerFields(LOGIN_FORM, reply, {}, constraint);
  const [email, password] = [field("email"), field("password")];
  const redirectTo = searchParams.get("redirectTo") ?? "";

  return (
    <AuthPage banner={banner} honeypot={honeypot} title="Masuk">
      <FormAnswer answer={answer} intent={LOGIN_FORM} formId={LOGIN_FORM} />
      <Form method="post" id={LOGIN_FORM} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormMessage
          success={!answer && searchParams.get("terverifikasi") === "1" ? VERIFIED_MESSAGE : undefined}
        />
        <Field label="Email / Username" field={email.meta}>
          <input {...email.props} {...email.limits} type="text" autoComplete="username" />
        </Field>
        <Field label="Kata sandi" field={password.meta}>
          <input {...password.props} {...password.limits} type="password" autoComplete="current-password" />
        </Field>
        <p>
          <Link to="/lupa-password">Lupa kata sandi?</Link>
        </p>
        <button type="submit" aria-busy={busy || undefined} disabled={busy}>
          Masuk
        </button>
      </Form>
      <p>
        Belum punya akun? <Link to="/register">Daftar</Link>
      </p>
    </AuthPage>
  );
}
