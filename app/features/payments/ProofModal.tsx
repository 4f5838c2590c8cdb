// "Upload Bukti Pembayaran" (000 §4-5, 001 §5): the payment tab's proof route
// (/profil/detailtransaksi/pembayaran/bukti) and the bank payment page's `?modal=bukti`. A page
// section without JavaScript, a <dialog> with it.
import { Link, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields } from "~/components/ui/answerFields";
import { Field } from "~/components/ui/FormField";
import { digitsInput } from "~/components/ui/digits";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { UrlModal } from "~/components/ui/UrlModal";
import { FileInput, UploadForm, useUploadResult } from "~/components/ui/upload";
import { intentField, isFormAnswer, replyFor } from "~/lib/forms/answer";
import {
  PROOF_FILE_FIELD,
  PROOF_FORM,
  PROOF_INTENT,
  PROOF_LABELS,
  PROOF_MAX_LENGTH,
  type ProofTextField,
} from "~/features/payments/forms";
import { PROOF_MODAL } from "~/features/payments/paths";
import { PAYMENT_PROOF_RULE } from "~/lib/upload-rules";

export type ProofModalProps = {
  /** The payment takes a proof now (paymentView's uploadProof). */
  canUpload: boolean;
  /** Where the form posts. */
  action: string;
  /** The page without the modal (Tutup, Escape). */
  closeTo: string;
};

/**
 * Open while the payment takes a proof, and after the host refused one because the payment moved
 * on meanwhile (verified, voided): the host's word reaches the buyer, with what was typed.
 */
export function ProofModal({ canUpload, action, closeTo }: ProofModalProps) {
  const refused = isFormAnswer(useActionData());
  if (!canUpload && !refused) return null;
  return (
    <UrlModal id={PROOF_MODAL} title="Upload Bukti Pembayaran" closeTo={closeTo}>
      <ProofForm action={action} closeTo={closeTo} />
    </UrlModal>
  );
}

/**
 * Without JavaScript a plain multipart post; with it UploadForm sends it with a per-cent progress
 * bar and the fields disabled, and FileInput refuses a wrong or too large file before it is sent.
 */
function ProofForm({ action, closeTo }: Omit<ProofModalProps, "canUpload">) {
  const [result, setResult] = useUploadResult<unknown>();
  const answer = isFormAnswer(result) ? result : undefined;
  const field = answerFields(PROOF_FORM, replyFor(answer, PROOF_INTENT));
  const text = (
    name: ProofTextField,
    extra: object = { type: "text", maxLength: PROOF_MAX_LENGTH[name] },
  ) => (
    <Field label={PROOF_LABELS[name]} field={field(name).meta}>
      <input {...field(name).props} required {...extra} />
    </Field>
  );
  // A file input cannot be given a value back: the rest of the field's props only.
  const { defaultValue: _none, ...file } = field(PROOF_FILE_FIELD).props;
  return (
    <>
      <FormAnswer answer={answer} intent={PROOF_INTENT} formId={PROOF_FORM} />
      {/* noValidate: the spec's own messages come back from the server, never the browser's. */}
      <UploadForm
        id={PROOF_FORM}
        action={action}
        onRefused={setResult}
        onSend={() => setResult(undefined)}
        noValidate
      >
        <AuthenticityTokenInput />
        {text("atasnama", { type: "text", maxLength: PROOF_MAX_LENGTH.atasnama, autoComplete: "name" })}
        {text("no_rekening", digitsInput(PROOF_MAX_LENGTH.no_rekening))}
        {text("namabank")}
        <Field label={PROOF_LABELS.file} field={field(PROOF_FILE_FIELD).meta}>
          <FileInput {...file} rule={PAYMENT_PROOF_RULE} required />
        </Field>
        <div className="payment-actions">
          <Link to={closeTo} role="button" className="secondary" preventScrollReset>
            Batal
          </Link>
          <button type="submit" {...intentField(PROOF_INTENT)}>
            Kirim
          </button>
        </div>
      </UploadForm>
    </>
  );
}
