import { Form, Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { intentField, replyFor, type FormAnswer as Answer } from "~/lib/forms/answer";
import type { ProfileAction } from "~/features/profile/schema";
import { EDIT_PATH, PASSWORD_MODAL } from "~/features/profile/paths";
import { answerFields } from "~/components/ui/answerFields";

type Props = { answer: Answer | undefined };

const LABELS = { password: "Kata Sandi Baru", password_confirmation: "Konfirmasi Kata Sandi Baru" };

/** 001 §9: password minimum 8 (the browser's hint; the server gives the spec's messages). */
const PASSWORD_MIN = 8;

/**
 * 001 §2 the password modal, the URL state ?modal=sandi: an open dialog in the page without
 * JavaScript, a modal with it. It posts to the same address, so a refusal shows it again.
 */
export function PasswordDialog({ answer }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "sandi";
  const field = answerFields("sandi", replyFor(answer, "sandi"));
  const password = (name: "password" | "password_confirmation") => ({
    ...field(name).props,
    type: "password",
    required: true,
    minLength: PASSWORD_MIN,
    maxLength: 200,
    autoComplete: "new-password",
  });
  return (
    <Dialog title="Ubah Kata Sandi" labelledBy="password-title" closeTo={EDIT_PATH}>
      <FormAnswer answer={answer} intent="sandi" formId="sandi" />
      <Form method="post" action={PASSWORD_MODAL} id="sandi" noValidate>
        <AuthenticityTokenInput />
        <input type="hidden" {...intentField<ProfileAction["intent"]>("sandi")} />
        <Field label={LABELS.password} field={field("password").meta}>
          <input {...password("password")} />
        </Field>
        <Field label={LABELS.password_confirmation} field={field("password_confirmation").meta}>
          <input {...password("password_confirmation")} />
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
