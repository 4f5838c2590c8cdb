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
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {children}
      <FieldError id={field.errorId} error={field.errors?.[0]} />
    </div>
  );
}

/** A control's error message, shown under it; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <small id={id} className="field-error">
      {error}
    </small>
  ) : null;
}

/** A message about the whole form (or a dialog's action), read out as soon as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A control's aria-invalid and aria-describedby while `error` (shown by FieldError `errorId`) stands. */
export const errorAria = (errorId: string, error: string | undefined) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? errorId : undefined,
});
