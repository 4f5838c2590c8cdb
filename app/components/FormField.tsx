import type { ReactNode } from "react";

/** What a field needs to be labelled and to show its error; conform's field metadata fits. */
export type FieldMeta = { id: string; errorId: string; errors?: string[] };

/**
 * A labelled control with its first error underneath (outside the label, so the error is the
 * control's description, not part of its name). The control comes from conform's
 * `getInputProps` and friends, which set aria-invalid and aria-describedby.
 */
export function Field({
  label,
  field,
  children,
}: {
  label: ReactNode;
  field: FieldMeta;
  children: ReactNode;
}) {
  const error = field.errors?.[0];
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {children}
      {error && (
        <small id={field.errorId} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}
