import { Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field } from "~/components/FormField";
import { RefusalDialog } from "~/components/orders/negotiation/ResultDialog";
import { fieldError, typedValue } from "~/components/orders/negotiation/useOrderResult";
import { UploadForm } from "~/components/upload";
import {
  COMPLAINT_INTENT,
  COMPLAINT_LIMITS,
  COMPLAINT_PROOF_FIELDS,
  DESCRIPTION_FIELD,
  ORDER_FIELD,
  PRODUCT_FIELD,
} from "~/lib/feedback/forms";
import { MediaSlots } from "./MediaSlots";
import { useFeedbackResult } from "./useFeedbackResult";
import type { PickerLine } from "~/lib/feedback/lines";
import { ProductPicker } from "./ProductPicker";

type Props = {
  action: string;
  /** The lines without a complaint yet; null while no order is chosen. */
  lines: readonly PickerLine[] | null;
  /** /profil/addkomplain sends the chosen order. */
  order?: { id: number | null };
  cancelTo: string;
};

/**
 * 001 §2/§5 complaint form: product, description and proof files (with JS a new slot opens
 * only when the previous one has a file). The server applies the same rules.
 */
export function ComplaintForm({ action, lines, order, cancelTo }: Props) {
  const [result, setResult] = useFeedbackResult(COMPLAINT_INTENT);
  const descriptionError = fieldError(result, DESCRIPTION_FIELD);
  const errors = Object.fromEntries(COMPLAINT_PROOF_FIELDS.map((name) => [name, fieldError(result, name)]));
  return (
    <>
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
        <Field
          label="Keterangan Komplain"
          field={{
            id: "keterangan",
            errorId: "keterangan-error",
            errors: descriptionError ? [descriptionError] : undefined,
          }}
        >
          <textarea
            id="keterangan"
            name={DESCRIPTION_FIELD}
            rows={5}
            required
            maxLength={COMPLAINT_LIMITS.descriptionMax}
            defaultValue={typedValue(result, DESCRIPTION_FIELD)}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? "keterangan-error" : undefined}
          />
        </Field>
        <MediaSlots
          fields={COMPLAINT_PROOF_FIELDS}
          label="Bukti"
          addLabel="Tambah Bukti"
          minSlots={1}
          canAdd
          errors={errors}
        />
        <div className="feedback-actions">
          <Link to={cancelTo} role="button" className="secondary" preventScrollReset>
            Batal
          </Link>
          <button type="submit" name="intent" value={COMPLAINT_INTENT}>
            Kirim Komplain
          </button>
        </div>
      </UploadForm>
      {result && !result.ok ? <RefusalDialog result={result} name="errorkomplain" title="Ooppsss" /> : null}
    </>
  );
}
