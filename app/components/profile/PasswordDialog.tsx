import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Dialog } from "~/components/buying/Dialog";
import { Field } from "~/components/FormField";
import type { ProfileAnswer } from "~/lib/profile/edit.server";
import { EDIT_PATH, PASSWORD_MODAL } from "~/lib/profile/paths";
import type { PasswordInput } from "~/lib/schemas/profile";

type Props = { constraint: ReturnType<typeof getZodConstraint>; answer: ProfileAnswer | undefined };

/**
 * 001 §2 the password modal, the URL state ?modal=sandi: an open dialog in the page without
 * JavaScript, a modal with it. It posts to the same address, so a refusal shows it again.
 */
export function PasswordDialog({ constraint, answer }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "sandi";
  const [form, fields] = useForm<PasswordInput>({ lastResult: answer?.result, constraint });
  return (
    <Dialog title="Ubah Kata Sandi" labelledBy="password-title" closeTo={EDIT_PATH}>
      <Form method="post" action={PASSWORD_MODAL} {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="sandi" />
        {answer?.failure ? (
          <p className="field-error" role="alert">
            {answer.failure}
          </p>
        ) : null}
        <Field label="Kata Sandi Baru" field={fields.password}>
          <input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
        </Field>
        <Field label="Konfirmasi Kata Sandi Baru" field={fields.password_confirmation}>
          <input
            {...getInputProps(fields.password_confirmation, { type: "password" })}
            autoComplete="new-password"
          />
        </Field>
        <footer className="form-actions">
          <Link to={EDIT_PATH} role="button" className="secondary" preventScrollReset>
            Batal
          </Link>
          <button type="submit" disabled={saving} aria-busy={saving || undefined}>
            Simpan
          </button>
        </footer>
      </Form>
    </Dialog>
  );
}
