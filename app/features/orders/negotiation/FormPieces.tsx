// What the negotiation's modal forms share (shipping proposal, SPK).
import { Link } from "@remix-run/react";
import { IntentButton } from "~/components/ui/IntentButton";

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
