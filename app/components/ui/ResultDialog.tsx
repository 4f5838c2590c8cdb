import { Link } from "@remix-run/react";
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
