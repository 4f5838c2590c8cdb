import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { answerFields } from "~/components/ui/answerFields";
import { AuthPage, FormMessage } from "~/features/auth/AuthPage";
import { Field } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { pageTitle, type RouteHandle } from "~/lib/site";
import { signIn } from "~/lib/admin/auth.server";
import { loadAuthPage, refusalMessage } from "~/features/auth/auth-pages.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf, requireHuman } from "~/lib/csrf.server";
import { replyFor, submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepRetryAfter } from "~/lib/http.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { loginSchema } from "~/features/auth/schema";
import { commitSession, getSession } from "~/lib/session.server";
import { clientAddress, throttle, tooManyAttempts } from "~/lib/throttle.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("auth");

export const handle: RouteHandle = { bare: true };
export const headers = keepRetryAfter;
export const meta: MetaFunction = () => [{ title: pageTitle("Masuk") }];

const FORM_ID = "masuk";
/** The host's own words after the verification link (it sends the buyer here with ?terverifikasi=1). */
const VERIFIED_MESSAGE = "Email berhasil diverifikasi, silahkan masuk.";

// Form pages validate with zod in their action only: the server's answer puts the messages under
// the fields (answerFields), and neither zod nor conform's client hook is in the page's JavaScript
// (100 kB budget). The loader sends the schema's constraints so the inputs still carry the hints.
export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadAuthPage(request, "Login Page");
  return { ...page, constraint: getZodConstraint(loginSchema) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  requireHuman(formData);
  const submission = parseWithZod(formData, { schema: loginSchema });
  const answer = (formError?: string) =>
    submissionAnswer(FORM_ID, submission, { formError, hideFields: ["password"] });
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
    const busy = hostBusyReply(error, answer);
    if (busy) return busy;
    const message = refusalMessage(error);
    if (message === null) throw error;
    const blocked = await throttle().signInFailed(account, address);
    if (blocked) return refused(blocked);
    return sendAnswer(answer(message), 422);
  }
}

export default function Login() {
  const { banner, honeypot, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = replyFor(answer, FORM_ID);
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const field = answerFields(FORM_ID, reply, {}, constraint);
  const [email, password] = [field("email"), field("password")];
  const redirectTo = searchParams.get("redirectTo") ?? "";

  return (
    <AuthPage banner={banner} honeypot={honeypot} title="Masuk">
      <FormAnswer answer={answer} intent={FORM_ID} formId={FORM_ID} />
      <Form method="post" id={FORM_ID} noValidate>
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
