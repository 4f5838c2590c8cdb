import type { answerFields } from "~/components/ui/answerFields";
import { FieldError } from "~/components/ui/FormField";
import { ListTable, type Column } from "~/components/ui/ListTable";
import { FileInput } from "~/components/ui/upload";
import type { ReceiptRecordView } from "~/features/orders/receipt/receipt.server";
import { DOCUMENT_SLOTS, slotField, templateHref, templateName } from "~/features/orders/receipt/receipt";
import { DOCUMENT_RULE } from "~/lib/upload-rules";

type Props = {
  transactionId: number;
  record: ReceiptRecordView;
  /** The receipt form's fields (answerFields): each slot input's id and its error from the server. */
  field: ReturnType<typeof answerFields>;
};

type Slot = (typeof DOCUMENT_SLOTS)[number];

/**
 * 001 §2: the supporting-documents table of a receipt record: No, file name, the template
 * download, the upload and the file already uploaded. A label: value list on phones, where the
 * upload takes the whole width (its chosen file's name stays readable).
 */
export function DocumentsTable({ transactionId, record, field }: Props) {
  const columns: Column<Slot>[] = [
    { label: "Nama File", cell: ({ label }) => label },
    {
      label: "Template",
      cell: ({ slot }) => (
        // A file download through the storefront: a whole-page request, never a client navigation.
        <a href={templateHref(transactionId, record.id, slot)} download={templateName(slot)}>
          {/* A line may break after "Template_", never inside a word. */}
          Template_
          <wbr />
          {templateName(slot).slice("Template_".length)}
        </a>
      ),
    },
    {
      label: "Unggah",
      className: "receipt-upload",
      cell: ({ slot, label }) => {
        const { meta, props } = field(slotField(slot));
        // A file input cannot be given a value back.
        const { defaultValue: _none, ...input } = props;
        return (
          <>
            <FileInput {...input} rule={DOCUMENT_RULE} aria-label={`Unggah ${label}`} />
            <FieldError id={meta.errorId} error={meta.errors?.[0]} />
          </>
        );
      },
    },
    {
      label: "File",
      cell: ({ slot, label }) => {
        const uploaded = record.documents[slot];
        return uploaded ? (
          <a href={uploaded.url} download>
            Unduh<span className="visually-hidden"> {label}</span> {uploaded.extension.toUpperCase()}
          </a>
        ) : (
          "-"
        );
      },
    },
  ];
  return (
    <ListTable
      columns={columns}
      rows={DOCUMENT_SLOTS}
      rowKey={({ slot }) => slot}
      className="receipt-documents"
      caption="Dokumen pendukung"
    />
  );
}
