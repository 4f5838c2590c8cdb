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
 *
 * The browser cuts a chosen file's name to fit beside its button (a receipt slot on a phone read
 * 's…f'); with JavaScript the whole name shows under the input instead, wrapped (issue 21).
 */
export function FileInput({ rule, onChange, id, className, ...props }: Props) {
  const [refusal, setRefusal] = useState<{ message: string; count: number } | null>(null);
  const [chosen, setChosen] = useState("");
  const dialogId = `${id ?? props.name}-file-error`;
  return (
    <>
      <input
        {...props}
        id={id}
        type="file"
        accept={acceptOf(rule)}
        className={[className, chosen ? "file-chosen" : null].filter(Boolean).join(" ") || undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          const files = [...(input.files ?? [])];
          const message = files.map((file) => checkFile(rule, file)).find(Boolean);
          if (message) {
            input.value = "";
            // A new key each time: the dialog opens again for a second refusal of the same text.
            setRefusal((last) => ({ message, count: (last?.count ?? 0) + 1 }));
          }
          setChosen(message ? "" : files.map((file) => file.name).join(", "));
          onChange?.(event);
        }}
      />
      {/* The input itself names the file to assistive technology. */}
      {chosen ? (
        <span className="file-chosen-name" aria-hidden="true">
          {chosen}
        </span>
      ) : null}
      {refusal ? <AlertDialog key={refusal.count} id={dialogId} message={refusal.message} /> : null}
    </>
  );
}
