import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { AuthPage, authLinks, FormMessage } from "~/components/auth/AuthPage";
import { Field } from "~/components/FormField";
import { SITE_NAME, type RouteHandle } from "~/components/layout/types";
import { requestPasswordReset } from "~/lib/admin/auth.server";
import { loadAuthPage, refusalMessage } from "~/lib/auth-pages.server";
import { requireCsrf, requireHuman } from "~/lib/csrf.server";
import { forgotPasswordSchema, RESET_MAIL_SENT } from "~/lib/schemas/auth";

export const handle: RouteHandle = { bare: true };
export const links: LinksFunction = authLinks;
export const meta: MetaFunction = () => [{ title: `Lupa Kata Sandi | ${SITE_NAME}` }];

export const loader = ({ request }: LoaderFunctionArgs) => loadAuthPage(request, "Forget Password Page");

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  await requireCsrf(request, formData);
  requireHuman(formData);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return { result: submission.reply(), sent: false };
  try {
    await requestPasswordReset(request, submission.value);
  } catch (error) {
    const message = refusalMessage(error);
    if (message === null) throw error;
    return { result: submission.reply({ formErrors: [message] }), sent: false };
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgotPassword() {
  const { banner } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });

  return (
    <AuthPage banner={banner} title="Lupa Kata Sandi">
      <p>Masukkan email akun Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi.</p>
      <Form method="post" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <FormMessage error={form.errors?.[0]} success={actionData?.sent ? RESET_MAIL_SENT : undefined} />
        <Field label="Email" field={fields.email}>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
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
