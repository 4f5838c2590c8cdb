import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { answerFields } from "~/components/ui/answerFields";
import { Field } from "~/components/ui/FormField";
import { InfoList } from "~/components/ui/InfoList";
import { digitsInput } from "~/components/ui/digits";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { UploadForm, useUploadResult } from "~/components/ui/upload";
import { intentField, isFormAnswer, replyFor } from "~/lib/forms/answer";
import { RECEIPT_FIELDS, RECEIPT_INTENT, RECEIVER_MAX_LENGTH } from "~/features/orders/receipt/receipt";
import type { ReceiptRecordView } from "~/features/orders/receipt/receipt.server";
import { DocumentsTable } from "./DocumentsTable";

type Props = { transactionId: number; record: ReceiptRecordView; action: string };

/** The receipt's stored values, under the form's field names. */
const storedValues = (record: ReceiptRecordView) => ({
  [RECEIPT_FIELDS.date]: record.receivedOn,
  [RECEIPT_FIELDS.units]: record.unitsReceived,
  [RECEIPT_FIELDS.receiver]: record.receiver,
});

/** A document chosen, or a value that differs from the stored receipt. */
function changed(form: HTMLFormElement, stored: Record<string, string>) {
  const chosen = [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')].some(
    (input) => input.files?.length,
  );
  return (
    chosen ||
    Object.entries(stored).some(([name, value]) => {
      const control = form.elements.namedItem(name);
      return control instanceof HTMLInputElement && control.value !== value;
    })
  );
}

/**
 * 001 §2 "Informasi Penerimaan Barang N": what was shipped (read-only), the receipt (received
 * date, units, receiver) and the four documents. The create variant always shows Simpan; the
 * edit variant, with JavaScript, once something is to be saved: a new document, or a corrected
 * date, number of units or receiver (0014; without JavaScript it is always there).
 */
export function ReceiptForm({ transactionId, record, action }: Props) {
  const [result, setResult] = useUploadResult<unknown>();
  // Each record has a form of its own: the answer is this one's when it names this record.
  const answer =
    isFormAnswer(result) && result.reply.initialValue?.[RECEIPT_FIELDS.record] === String(record.id)
      ? result
      : undefined;
  const hydrated = useHydrated();
  const [edited, setEdited] = useState(false);
  const prefix = `penerimaan-${record.id}`;
  const formId = `${prefix}-form`;
  const stored = storedValues(record);
  const field = answerFields(formId, replyFor(answer, RECEIPT_INTENT), stored);
  const control = (name: string) => ({ ...field(name).props, required: true });
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
      <FormAnswer answer={answer} intent={RECEIPT_INTENT} formId={formId} />
      {/* noValidate: the spec's own messages come back from the server, never the browser's. */}
      <UploadForm
        id={formId}
        action={action}
        onRefused={setResult}
        onSend={() => setResult(undefined)}
        noValidate
        onChange={(event) => setEdited(changed(event.currentTarget, stored))}
      >
        <AuthenticityTokenInput />
        <input type="hidden" name={RECEIPT_FIELDS.record} value={record.id} />
        <input type="hidden" name={RECEIPT_FIELDS.variant} value={record.variant} />
        <div className="receipt-fields">
          <Field label="Tanggal Diterima" field={field(RECEIPT_FIELDS.date).meta}>
            <input
              {...control(RECEIPT_FIELDS.date)}
              type="date"
              min={record.deliveryDate}
              max={record.latestDate}
            />
          </Field>
          <Field label="Unit Diterima" field={field(RECEIPT_FIELDS.units).meta}>
            <input {...control(RECEIPT_FIELDS.units)} {...digitsInput(7)} />
          </Field>
          <Field label="Nama Penerima" field={field(RECEIPT_FIELDS.receiver).meta}>
            <input
              {...control(RECEIPT_FIELDS.receiver)}
              type="text"
              maxLength={RECEIVER_MAX_LENGTH}
              autoComplete="name"
            />
          </Field>
        </div>
        <DocumentsTable transactionId={transactionId} record={record} field={field} />
        {!edit || !hydrated || edited ? (
          <button type="submit" {...intentField(RECEIPT_INTENT)}>
            Simpan
          </button>
        ) : (
          <p className="receipt-hint">Ubah data atau pilih dokumen baru untuk menyimpan perubahan.</p>
        )}
      </UploadForm>
    </article>
  );
}
