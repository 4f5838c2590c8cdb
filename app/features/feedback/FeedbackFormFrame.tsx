import { Link } from "@remix-run/react";
import type { FormEventHandler, ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, FormAlert } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { UploadForm } from "~/components/ui/upload";
import { FEEDBACK_TEXTS, ORDER_FIELD, PRODUCT_FIELD } from "~/features/feedback/forms";
import type { PickerLine } from "~/features/feedback/lines";
import { MediaSlots } from "./MediaSlots";
import { ProductPicker } from "./ProductPicker";
import { feedbackFormId, type FeedbackField, type FeedbackForm } from "./useFeedbackForm";

/** What the review and complaint forms are given by the tabs and the add pages. */
export type FeedbackFormProps = {
  /** Where the form posts. */
  action: string;
  /** The lines that can still be reviewed or complained about; null while no order is chosen. */
  lines: readonly PickerLine[] | null;
  /** The add pages send the chosen order (or nothing, and hear 'ID Pesanan Wajib diisi'). */
  order?: { id: number | null };
  cancelTo: string;
};

type Props = FeedbackFormProps & {
  /** The submit button's intent. */
  intent: string;
  /** The form's answer and fields (useFeedbackForm of the same intent). */
  form: FeedbackForm;
  submitLabel: string;
  /** The media or proof slots after the form's own fields. */
  media: { fields: readonly string[]; label: string; addLabel: string; minSlots: number; canAdd: boolean };
  /** The form's own fields between the product and the media. */
  children: ReactNode;
};

/**
 * What the review and the complaint forms (001 §2/§5) share: the chosen order, the product
 * picker, the media slots, Batal and the submit button, and the answer (field messages, the
 * refusal's modal). An order with no product left to choose gets 001 §2's apology and no form:
 * there is nothing it could send.
 */
export function FeedbackFormFrame({
  action,
  intent,
  form: { answer, onRefused, field },
  lines,
  order,
  cancelTo,
  submitLabel,
  media,
  children,
}: Props) {
  if (lines?.length === 0) return <NothingToSend reason={FEEDBACK_TEXTS.noProducts} backTo={cancelTo} />;
  const formId = feedbackFormId(intent);
  return (
    <>
      <FormAnswer answer={answer} intent={intent} formId={formId} />
      {/* noValidate: the spec's own messages come back from the server, never the browser's. */}
      <UploadForm id={formId} action={action} noValidate className="feedback-form" onRefused={onRefused}>
        <AuthenticityTokenInput />
        {order ? <input type="hidden" name={ORDER_FIELD} value={order.id ?? ""} /> : null}
        {order ? <FormAlert message={field(ORDER_FIELD).meta.errors?.[0]} /> : null}
        {lines ? (
          <ProductPicker lines={lines} field={field(PRODUCT_FIELD)} />
        ) : (
          <p className="feedback-muted">Pilih ID Pesanan terlebih dahulu untuk memilih produk.</p>
        )}
        {children}
        <MediaSlots
          {...media}
          errors={Object.fromEntries(media.fields.map((name) => [name, field(name).meta.errors?.[0]]))}
        />
        <div className="feedback-actions">
          <Link to={cancelTo} role="button" className="secondary" preventScrollReset>
            Batal
          </Link>
          <button type="submit" name="intent" value={intent}>
            {submitLabel}
          </button>
        </div>
      </UploadForm>
    </>
  );
}

/**
 * In place of a form that could send nothing (every product of the order already has one, or no
 * order can be chosen): why, when it is not said above already, and the way back.
 */
export function NothingToSend({ reason, backTo }: { reason?: string; backTo: string }) {
  return (
    <div className="feedback-form feedback-nothing" data-testid="nothing-to-send">
      {reason ? (
        <p className="feedback-empty" role="status">
          {reason}
        </p>
      ) : null}
      <div className="feedback-actions">
        <Link to={backTo} role="button" className="secondary" preventScrollReset>
          Kembali
        </Link>
      </div>
    </div>
  );
}

type TextProps = {
  label: string;
  field: FeedbackField;
  rows: number;
  minLength?: number;
  maxLength: number;
  onInput?: FormEventHandler<HTMLTextAreaElement>;
};

/**
 * The forms' required text (the complaint's description, the review's comment): what was typed
 * and the server's message come back after a refusal.
 */
export function FeedbackText({ label, field, rows, minLength, maxLength, onInput }: TextProps) {
  return (
    <Field label={label} field={field.meta}>
      <textarea
        {...field.props}
        rows={rows}
        required
        minLength={minLength}
        maxLength={maxLength}
        onInput={onInput}
      />
    </Field>
  );
}
