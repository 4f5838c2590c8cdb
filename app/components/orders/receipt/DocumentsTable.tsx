import { FileInput } from "~/components/upload";
import type { ReceiptRecordView } from "~/lib/orders/receipt.server";
import { DOCUMENT_SLOTS, slotField, templateHref, templateName } from "~/lib/orders/receipt";
import { DOCUMENT_RULE } from "~/lib/upload-rules";

type Props = {
  transactionId: number;
  record: ReceiptRecordView;
  /** Each slot input's error from the server (a file refused by content, or by the host). */
  errorOf: (field: string) => string | undefined;
};

/**
 * 001 §2: the supporting-documents table of a receipt record: No, file name, the template
 * download, the upload and the file already uploaded. A label: value list on phones.
 */
export function DocumentsTable({ transactionId, record, errorOf }: Props) {
  return (
    <table className="stack-table receipt-documents">
      <caption className="visually-hidden">Dokumen pendukung</caption>
      <thead>
        <tr>
          <th scope="col">No</th>
          <th scope="col">Nama File</th>
          <th scope="col">Template</th>
          <th scope="col">Unggah</th>
          <th scope="col">File</th>
        </tr>
      </thead>
      <tbody>
        {DOCUMENT_SLOTS.map(({ slot, label }, index) => {
          const field = slotField(slot);
          const id = `${field}-${record.id}`;
          const error = errorOf(field);
          const uploaded = record.documents[slot];
          return (
            <tr key={slot}>
              <td data-label="No">{index + 1}</td>
              <td data-label="Nama File">{label}</td>
              <td data-label="Template">
                {/* A file download through the storefront: a whole-page request, never a client navigation. */}
                <a href={templateHref(transactionId, record.id, slot)} download={templateName(slot)}>
                  {/* A line may break after "Template_", never inside a word. */}
                  Template_
                  <wbr />
                  {templateName(slot).slice("Template_".length)}
                </a>
              </td>
              <td data-label="Unggah">
                <FileInput
                  id={id}
                  name={field}
                  rule={DOCUMENT_RULE}
                  aria-label={`Unggah ${label}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error ? (
                  <small id={`${id}-error`} className="field-error">
                    {error}
                  </small>
                ) : null}
              </td>
              <td data-label="File">
                {uploaded ? (
                  <a href={uploaded.url} download>
                    Unduh<span className="visually-hidden"> {label}</span> {uploaded.extension.toUpperCase()}
                  </a>
                ) : (
                  "-"
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
