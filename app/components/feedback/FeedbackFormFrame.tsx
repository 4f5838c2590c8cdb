import { Link } from "@remix-run/react";
import type { FormEventHandler, ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { errorAria, Field, FormAlert } from "~/components/FormField";
import { RefusalDialog } from "~/components/ui/ResultDialog";
import { fieldError, typedValue } from "~/components/orders/negotiation/useOrderResult";
import { UploadForm } from "~/components/upload";
import { ORDER_FIELD, PRODUCT_FIELD } from "~/lib/feedback/forms";
import type { PickerLine } from "~/lib/feedback/lines";
import type { OrderActionResult } from "~/lib/orders/actions/result";
import { MediaSlots } from "./MediaSlots";
import { ProductPicker } from "./ProductPicker";

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
  /** The submit button's intent; the refusal (from useFeedbackResult) belongs to it. */
  intent: string;
  result: OrderActionResult | undefined;
  onRefused: (answer: never) => void;
  submitLabel: string;
  /** The refusal dialog's name (001 §2: errorulasan, errorkomplain). */
  refusalName: string;
  /** The media or proof slots after the form's own fields. */
  media: { fields: readonly string[]; label: string; addLabel: string; minSlots: number; canAdd: boolean };
  /** The form's own fields between the product and the media. */
  children: ReactNode;
};

/**
 * What the review and the complaint forms (001 §2/§5) share: the chosen order, the product
 * picker, the media slots, Batal and the submit button, and the host's refusal as a dialog.
 */
export function FeedbackFormFrame({
  action,
  intent,
  result,
  onRefused,
  lines,
  order,
  cancelTo,
  submitLabel,
  refusalName,
  media,
  children,
}: Props) {
  const orderError = fieldError(result, ORDER_FIELD);
  const errors = Object.fromEntries(media.fields.map((name) => [name, fieldError(result, name)]));
  return (
    <>
      {/* noValidate: the spec's own messages come back from the server, never the browser's. */}
      <UploadForm action={action} noValidate className="feedback-form" onRefused={onRefused}>
        <AuthenticityTokenInput />
        {order ? <input type="hidden" name={ORDER_FIELD} value={order.id ?? ""} /> : null}
        {order ? <FormAlert message={orderError} /> : null}
        {lines ? (
          <ProductPicker
            lines={lines}
            value={typedValue(result, PRODUCT_FIELD)}
            error={fieldError(result, PRODUCT_FIELD)}
          />
        ) : (
          <p className="feedback-muted">Pilih ID Pesanan terlebih dahulu untuk memilih produk.</p>
        )}
        {children}
        <MediaSlots {...media} errors={errors} />
        <div className="feedback-actions">
          <Link to={cancelTo} role="button" className="secondary" preventScrollReset>
            Batal
          </Link>
          <button type="submit" name="intent" value={intent}>
            {submitLabel}
          </button>
        </div>
      </UploadForm>
      {result && !result.ok ? <RefusalDialog result={result} name={refusalName} title="Ooppsss" /> : null}
    </>
  );
}

type TextProps = {
  id: string;
  label: string;
  name: string;
  rows: number;
  result: OrderActionResult | undefined;
  minLength?: number;
  maxLength: number;
  onInput?: FormEventHandler<HTMLTextAreaElement>;
};

/**
 * The forms' required text (the complaint's description, the review's comment): what was typed
 * and the server's message come back after a refusal.
 */
export function FeedbackText({ id, label, name, rows, result, minLength, maxLength, onInput }: TextProps) {
  const error = fieldError(result, name);
  const errorId = `${id}-error`;
  return (
    <Field label={label} field={{ id, errorId, errors: error ? [error] : undefined }}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required
        minLength={minLength}
        maxLength={maxLength}
        defaultValue={typedValue(result, name)}
        onInput={onInput}
        {...errorAria(errorId, error)}
      />
    </Field>
  );
}
