// Pieces the negotiation forms share (next batch, shipping proposal, SPK).
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { errorAria, FieldError } from "~/components/FormField";
import { digitsInput } from "./digits";

type RupiahInputProps = {
  id: string;
  name: string;
  defaultValue: string | undefined;
  error: string | undefined;
  maxDigits: number;
};

/** A rupiah amount typed as digits (001 §5), its field error below it. */
export function RupiahInput({ id, name, defaultValue, error, maxDigits }: RupiahInputProps) {
  return (
    <>
      <div className="rupiah-input">
        <span aria-hidden="true">Rp.</span>
        <input
          id={id}
          name={name}
          defaultValue={defaultValue}
          {...errorAria(`${id}-error`, error)}
          {...digitsInput(maxDigits)}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}

/** The form's submit button: its intent, disabled and busy while the post is in flight. */
export function IntentButton({
  intent,
  busy,
  children,
}: {
  intent: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

/** A modal form's Batal (back to the page without the modal) and its submit button. */
export function ModalActions({
  closeTo,
  intent,
  busy,
  label,
}: {
  closeTo: string;
  intent: string;
  busy: boolean;
  label: string;
}) {
  return (
    <div className="nego-actions">
      <Link to={closeTo} role="button" className="secondary" preventScrollReset>
        Batal
      </Link>
      <IntentButton intent={intent} busy={busy}>
        {label}
      </IntentButton>
    </div>
  );
}
