// "Upload Bukti Pembayaran" (000 §4-5, 001 §5) as `?modal=bukti`: a page section without
// JavaScript, a <dialog> with it. Shared by the payment tab and the bank payment page.
import { Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { errorAria, Field } from "~/components/FormField";
import { digitsInput } from "~/components/ui/digits";
import { UrlModal } from "~/components/ui/UrlModal";
import { RefusalDialog } from "~/components/ui/ResultDialog";
import { fieldError, typedValue } from "~/components/orders/negotiation/useOrderResult";
import { FileInput, UploadForm, useUploadResult } from "~/components/upload";
import type { OrderActionResult } from "~/lib/orders/actions/result";
import {
  PROOF_FILE_FIELD,
  PROOF_INTENT,
  PROOF_LABELS,
  PROOF_MAX_LENGTH,
  type ProofTextField,
} from "~/lib/payments/forms";
import { PAYMENT_PROOF_RULE } from "~/lib/upload-rules";

type Props = {
  /** Where the form posts (the page with `?modal=bukti`). */
  action: string;
  /** The page without the modal (Tutup, Escape). */
  closeTo: string;
};

export function ProofModal({ action, closeTo }: Props) {
  return (
    <UrlModal id="bukti" title="Upload Bukti Pembayaran" closeTo={closeTo}>
      <ProofForm action={action} closeTo={closeTo} />
    </UrlModal>
  );
}

/**
 * Without JavaScript a plain multipart post; with it UploadForm sends it with a per-cent progress
 * bar and the fields disabled, and FileInput refuses a wrong or too large file before it is sent.
 */
function ProofForm({ action, closeTo }: Props) {
  const [answer, setAnswer] = useUploadResult<OrderActionResult>();
  const result = answer?.intent === PROOF_INTENT ? answer : undefined;
  const meta = (name: string) => {
    const error = fieldError(result, name);
    return { id: `bukti-${name}`, errorId: `bukti-${name}-error`, errors: error ? [error] : undefined };
  };
  const text = (
    name: ProofTextField,
    extra: object = { type: "text", maxLength: PROOF_MAX_LENGTH[name] },
  ) => {
    const field = meta(name);
    return (
      <Field label={PROOF_LABELS[name]} field={field}>
        <input
          id={field.id}
          name={name}
          defaultValue={typedValue(result, name)}
          required
          {...errorAria(field.errorId, field.errors?.[0])}
          {...extra}
        />
      </Field>
    );
  };
  const file = meta(PROOF_FILE_FIELD);
  return (
    <>
      {/* noValidate: the spec's own messages come back from the server, never the browser's. */}
      <UploadForm action={action} onRefused={setAnswer} noValidate>
        <AuthenticityTokenInput />
        {text("atasnama", { type: "text", maxLength: PROOF_MAX_LENGTH.atasnama, autoComplete: "name" })}
        {text("no_rekening", digitsInput(PROOF_MAX_LENGTH.no_rekening))}
        {text("namabank")}
        <Field label={PROOF_LABELS.file} field={file}>
          <FileInput
            id={file.id}
            name={PROOF_FILE_FIELD}
            rule={PAYMENT_PROOF_RULE}
            required
            {...errorAria(file.errorId, file.errors?.[0])}
          />
        </Field>
        <div className="payment-actions">
          <Link to={closeTo} role="button" className="secondary" preventScrollReset>
            Batal
          </Link>
          <button type="submit" name="intent" value={PROOF_INTENT}>
            Kirim
          </button>
        </div>
      </UploadForm>
      {result && !result.ok ? <RefusalDialog result={result} name="errorbukti" title="Ooppsss" /> : null}
    </>
  );
}
