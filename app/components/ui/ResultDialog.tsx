import { Link } from "@remix-run/react";
import { useState } from "react";
import { Dialog as ModalDialog } from "~/components/ui/Dialog";
import { OKE, SUCCESS_TITLE } from "~/lib/forms/texts";

/**
 * 001 §2 result modals, each with Oke. `name` is the spec's modal name (ajukannego,
 * confirmnego, errorkosong, ...), kept on the message as a hook for tests.
 */

/** A success after a redirect (`?modal=ajukannego`): Oke leads to the page without the modal. */
export function SuccessDialog({ name, message, okTo }: { name: string; message: string; okTo: string }) {
  return (
    <ModalDialog title={SUCCESS_TITLE} className="order-result">
      <p role="status" data-modal={name}>
        {message}
      </p>
      <footer>
        <Link to={okTo} role="button" preventScrollReset>
          {OKE}
        </Link>
      </footer>
    </ModalDialog>
  );
}

/**
 * A refusal that came back with the form (action data). Oke closes it natively
 * (`method="dialog"`, also without JavaScript); with JavaScript the page keeps the action
 * data after the dialog closes, so it stays hidden until the next answer.
 */
/** What a refusal dialog reads of an answer: its message, if any. */
type Refusal = { message?: string };

export function RefusalDialog({ result, name, title }: { result: Refusal; name: string; title: string }) {
  const [closed, setClosed] = useState<Refusal | null>(null);
  if (!result.message || closed === result) return null;
  return (
    <ModalDialog title={title} className="order-result" onClose={() => setClosed(result)}>
      <p role="alert" data-modal={name}>
        {result.message}
      </p>
      <footer>
        <form method="dialog">
          <button type="submit">{OKE}</button>
        </form>
      </footer>
    </ModalDialog>
  );
}
