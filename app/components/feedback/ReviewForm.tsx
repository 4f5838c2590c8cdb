import { Link } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Field } from "~/components/FormField";
import { RefusalDialog } from "~/components/orders/negotiation/ResultDialog";
import { fieldError, typedValue } from "~/components/orders/negotiation/useOrderResult";
import { UploadForm } from "~/components/upload";
import {
  NOTES_FIELD,
  ORDER_FIELD,
  PRODUCT_FIELD,
  REVIEW_INTENT,
  REVIEW_LIMITS,
  REVIEW_MEDIA_FIELDS,
  STAR_FIELD,
} from "~/lib/feedback/forms";
import { MediaSlots } from "./MediaSlots";
import { useFeedbackResult } from "./useFeedbackResult";
import type { PickerLine } from "~/lib/feedback/lines";
import { ProductPicker } from "./ProductPicker";
import { StarInput } from "./StarInput";

type Props = {
  /** Where the form posts. */
  action: string;
  /** The lines that can still be reviewed; null while no order is chosen. */
  lines: readonly PickerLine[] | null;
  /** /profil/addulasan sends the chosen order (or nothing, and hears 'ID Pesanan Wajib diisi'). */
  order?: { id: number | null };
  cancelTo: string;
};

/**
 * 001 §2/§5 review form: product, 1-5 stars, the comment (with JS it appears once a rating is
 * chosen) and up to three media ("Tambah Media" once a comment exists). Without JS every
 * control is there at once; the server applies the same rules and keeps what was typed.
 */
export function ReviewForm({ action, lines, order, cancelTo }: Props) {
  const [result, setResult] = useFeedbackResult(REVIEW_INTENT);
  const hydrated = useHydrated();
  const [star, setStar] = useState(typedValue(result, STAR_FIELD));
  const [notes, setNotes] = useState(typedValue(result, NOTES_FIELD));
  const notesError = fieldError(result, NOTES_FIELD);
  const errors = Object.fromEntries(REVIEW_MEDIA_FIELDS.map((name) => [name, fieldError(result, name)]));
  return (
    <>
      {/* noValidate: the spec's own messages come back from the server, never the browser's. */}
      <UploadForm action={action} noValidate className="feedback-form" onRefused={setResult}>
        <AuthenticityTokenInput />
        {order ? <input type="hidden" name={ORDER_FIELD} value={order.id ?? ""} /> : null}
        {order && fieldError(result, ORDER_FIELD) ? (
          <p className="field-error" role="alert">
            {fieldError(result, ORDER_FIELD)}
          </p>
        ) : null}
        {lines ? (
          <ProductPicker
            lines={lines}
            value={typedValue(result, PRODUCT_FIELD)}
            error={fieldError(result, PRODUCT_FIELD)}
          />
        ) : (
          <p className="feedback-muted">Pilih ID Pesanan terlebih dahulu untuk memilih produk.</p>
        )}
        <StarInput value={star} onChange={setStar} error={fieldError(result, STAR_FIELD)} />
        {!hydrated || star !== "" ? (
          <Field
            label="Komentar"
            field={{
              id: "komentar",
              errorId: "komentar-error",
              errors: notesError ? [notesError] : undefined,
            }}
          >
            <textarea
              id="komentar"
              name={NOTES_FIELD}
              rows={4}
              required
              minLength={REVIEW_LIMITS.notesMin}
              maxLength={REVIEW_LIMITS.notesMax}
              defaultValue={typedValue(result, NOTES_FIELD)}
              onInput={(event) => setNotes(event.currentTarget.value)}
              aria-invalid={notesError ? true : undefined}
              aria-describedby={notesError ? "komentar-error" : undefined}
            />
          </Field>
        ) : null}
        <MediaSlots
          fields={REVIEW_MEDIA_FIELDS}
          label="Media"
          addLabel="Tambah Media"
          minSlots={0}
          canAdd={notes.trim() !== ""}
          errors={errors}
        />
        <div className="feedback-actions">
          <Link to={cancelTo} role="button" className="secondary" preventScrollReset>
            Batal
          </Link>
          <button type="submit" name="intent" value={REVIEW_INTENT}>
            Kirim Ulasan
          </button>
        </div>
      </UploadForm>
      {result && !result.ok ? <RefusalDialog result={result} name="errorulasan" title="Ooppsss" /> : null}
    </>
  );
}
