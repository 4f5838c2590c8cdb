import { useEffect, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { errorAria, Field } from "~/components/FormField";
import { InfoList } from "~/components/InfoList";
import { digitsInput } from "~/components/ui/digits";
import { RefusalDialog } from "~/components/ui/ResultDialog";
import { fieldError, typedValue } from "~/components/orders/negotiation/useOrderResult";
import { UploadForm, useUploadResult } from "~/components/upload";
import type { OrderActionResult } from "~/lib/orders/actions/result";
import {
  DOCUMENT_SLOTS,
  RECEIPT_FIELDS,
  RECEIPT_INTENT,
  RECEIVER_MAX_LENGTH,
  slotField,
} from "~/lib/orders/receipt";
import type { ReceiptRecordView } from "~/lib/orders/receipt.server";
import { DocumentsTable } from "./DocumentsTable";

type Props = { transactionId: number; record: ReceiptRecordView; action: string };

/** The form's refusable fields, top to bottom. */
const FIELD_ORDER = [
  RECEIPT_FIELDS.date,
  RECEIPT_FIELDS.units,
  RECEIPT_FIELDS.receiver,
  ...DOCUMENT_SLOTS.map(({ slot }) => slotField(slot)),
];

const chosenFiles = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')].some((input) => input.files?.length);

/**
 * 001 §2 "Informasi Penerimaan Barang N": what was shipped (read-only), the receipt (received
 * date, units, receiver) and the four documents. The create variant always shows Simpan; the
 * edit variant, with JavaScript, only once a new document is chosen (without it the server
 * answers that one is needed).
 */
export function ReceiptForm({ transactionId, record, action }: Props) {
  const [answer, setAnswer] = useUploadResult<OrderActionResult>();
  const result =
    answer?.intent === RECEIPT_INTENT && answer.values?.[RECEIPT_FIELDS.record] === String(record.id)
      ? answer
      : undefined;
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(false);
  const prefix = `penerimaan-${record.id}`;
  const meta = (name: string) => {
    const error = fieldError(result, name);
    return {
      id: `${prefix}-${name}`,
      errorId: `${prefix}-${name}-error`,
      errors: error ? [error] : undefined,
    };
  };
  const control = (name: string) => {
    const field = meta(name);
    return {
      id: field.id,
      name,
      required: true,
      ...errorAria(field.errorId, field.errors?.[0]),
    };
  };
  // With JavaScript the first refused field, in the form's order, comes into view with the focus,
  // so a refusal never happens out of sight (issue 21); a dialog takes the focus itself. Without
  // it the action's #penerimaan-N address lands the browser on this form.
  const firstRefused = result?.message
    ? undefined
    : FIELD_ORDER.find((name) => fieldError(result, name) !== undefined);
  useEffect(() => {
    if (!firstRefused) return;
    const control = document.forms.namedItem(`${prefix}-form`)?.elements.namedItem(firstRefused);
    if (!(control instanceof HTMLElement)) return;
    control.focus();
    document.getElementById(`${prefix}-${firstRefused}-error`)?.scrollIntoView({ block: "nearest" });
  }, [result, firstRefused, prefix]);
  const date = meta(RECEIPT_FIELDS.date);
  const units = meta(RECEIPT_FIELDS.units);
  const receiver = meta(RECEIPT_FIELDS.receiver);
  const edit = record.variant === "update";
  return (
    <article id={prefix} className="receipt-record" aria-labelledby={`${prefix}-title`}>
      <h4 id={`${prefix}-title`}>Informasi Penerimaan Barang {record.number}</h4>
      <InfoList
        rows={[
          ["Nama Produk", record.product],
          ["No Resi", record.waybill],
          ["Kurir", record.courier],
          ["Tanggal Kirim", record.shippedOn],
          ["Unit Dikirim", String(record.unitsShipped)],
          ["Catatan", record.notes],
        ]}
      />
      {/* noValidate: the spec's own messages come back from the server, never the browser's. */}
      <UploadForm
        id={`${prefix}-form`}
        action={`${action}#${prefix}`}
        onRefused={setAnswer}
        noValidate
        onChange={(event) => setChosen(chosenFiles(event.currentTarget))}
      >
        <AuthenticityTokenInput />
        <input type="hidden" name={RECEIPT_FIELDS.record} value={record.id} />
        <input type="hidden" name={RECEIPT_FIELDS.variant} value={record.variant} />
        <div className="receipt-fields">
          <Field label="Tanggal Diterima" field={date}>
            <input
              {...control(RECEIPT_FIELDS.date)}
              type="date"
              min={record.deliveryDate}
              defaultValue={typedValue(result, RECEIPT_FIELDS.date, record.receivedOn)}
            />
          </Field>
          <Field label="Unit Diterima" field={units}>
            <input
              {...control(RECEIPT_FIELDS.units)}
              {...digitsInput(7)}
              defaultValue={typedValue(result, RECEIPT_FIELDS.units, record.unitsReceived)}
            />
          </Field>
          <Field label="Nama Penerima" field={receiver}>
            <input
              {...control(RECEIPT_FIELDS.receiver)}
              type="text"
              maxLength={RECEIVER_MAX_LENGTH}
              autoComplete="name"
              defaultValue={typedValue(result, RECEIPT_FIELDS.receiver, record.receiver)}
            />
          </Field>
        </div>
        <DocumentsTable
          transactionId={transactionId}
          record={record}
          errorOf={(field) => fieldError(result, field)}
        />
        {!edit || !hydrated || chosen ? (
          <button type="submit" name="intent" value={RECEIPT_INTENT}>
            Simpan
          </button>
        ) : (
          <p className="receipt-hint">Pilih dokumen baru untuk menyimpan perubahan.</p>
        )}
      </UploadForm>
      {result && !result.ok ? <RefusalDialog result={result} name="errorpenerimaan" title="Ooppsss" /> : null}
    </article>
  );
}
