import { useState, type InputHTMLAttributes } from "react";
import { AlertDialog } from "~/components/ui/Dialog";
import { acceptOf, checkFile, type FileRule } from "~/lib/upload-rules";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "accept"> & {
  name: string;
  /** From ~/lib/upload-rules (PAYMENT_PROOF_RULE, DOCUMENT_RULE, MEDIA_RULE, ...). */
  rule: FileRule;
};

/**
 * A file input for `rule`: `accept` from the rule and, with JavaScript, the spec's check of each
 * chosen file by extension and size. A refused file is cleared from the input and its message
 * shown in a dialog (000 §5, 001 §5 "An invalid file is cleared"). Without JavaScript the
 * server's readUpload makes the same refusal by content.
 */
export function FileInput({ rule, onChange, id, ...props }: Props) {
  const [refusal, setRefusal] = useState<{ message: string; count: number } | null>(null);
  const dialogId = `${id ?? props.name}-file-error`;
  return (
    <>
      <input
        {...props}
        id={id}
        type="file"
        accept={acceptOf(rule)}
        onChange={(event) => {
          const input = event.currentTarget;
          const message = [...(input.files ?? [])].map((file) => checkFile(rule, file)).find(Boolean);
          if (message) {
            input.value = "";
            // A new key each time: the dialog opens again for a second refusal of the same text.
            setRefusal((last) => ({ message, count: (last?.count ?? 0) + 1 }));
          }
          onChange?.(event);
        }}
      />
      {refusal ? <AlertDialog key={refusal.count} id={dialogId} message={refusal.message} /> : null}
    </>
  );
}
