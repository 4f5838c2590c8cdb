import { Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields } from "~/components/ui/answerFields";
import { FieldError } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { FileInput, UploadForm } from "~/components/ui/upload";
import { CART } from "~/features/buying/cart";
import { replyFor, type FormAnswer as Answer } from "~/lib/forms/answer";
import { OK } from "~/lib/forms/texts";
import { FORM_ID, READ_INTENT } from "./form";
import { QUICK_ORDER_FILE_RULE, TEXT } from "./texts";

type Props = {
  answer: Answer | undefined;
  /** The upload script's answer: the preview, or the form refused (what a plain post renders). */
  onAnswer: (data: never) => void;
  onSend: () => void;
};

/** The first step: a pasted list and, or, a workbook; sent with progress when JavaScript runs. */
export function QuickOrderInput({ answer, onAnswer, onSend }: Props) {
  const fields = answerFields(FORM_ID.input, replyFor(answer, READ_INTENT));
  const list = fields("teks");
  const file = fields("berkas");
  // Each field's hint, and its message once refused.
  const describedBy = (hint: string, meta: { errorId: string; errors?: string[] }) =>
    meta.errors?.length ? `${hint} ${meta.errorId}` : hint;
  return (
    <>
      <p>{TEXT.intro}</p>
      <FormAnswer answer={answer} intent={READ_INTENT} formId={FORM_ID.input} ok={OK} />
      <UploadForm id={FORM_ID.input} className="quick-order-input" onRefused={onAnswer} onSend={onSend}>
        <AuthenticityTokenInput />
        <div className="field">
          <label htmlFor={list.props.id}>{TEXT.listLabel}</label>
          <textarea
            {...list.props}
            rows={8}
            spellCheck={false}
            placeholder={"12; 5\nKertas HVS A4 70 gram; 2"}
            aria-describedby={describedBy("pesan-cepat-teks-hint", list.meta)}
          />
          <small id="pesan-cepat-teks-hint">{TEXT.listHint}</small>
          <FieldError id={list.meta.errorId} error={list.meta.errors?.[0]} />
        </div>
        <div className="field">
          <label htmlFor={file.props.id}>{TEXT.fileLabel}</label>
          <FileInput
            id={file.props.id}
            name="berkas"
            rule={QUICK_ORDER_FILE_RULE}
            // The browser lands on it when it was refused (answerFields), as on the list.
            {...{ autoFocus: file.props.autoFocus, "aria-invalid": file.props["aria-invalid"] }}
            aria-describedby={describedBy("pesan-cepat-berkas-hint", file.meta)}
          />
          <small id="pesan-cepat-berkas-hint">{TEXT.fileHint}</small>
          <FieldError id={file.meta.errorId} error={file.meta.errors?.[0]} />
        </div>
        <div className="quick-order-actions">
          <button type="submit" name="intent" value={READ_INTENT}>
            {TEXT.read}
          </button>
          <Link to={CART} role="button" className="secondary">
            {TEXT.back}
          </Link>
        </div>
      </UploadForm>
    </>
  );
}
