import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Dialog } from "~/components/ui/Dialog";

type Props = { id: string; title: string; closeTo: string; children: ReactNode };

/**
 * A `?modal=` form (the order page's, the bank page's): one `<dialog>`, drawn in the page in the
 * modal's place without JavaScript (the page is the form) and a modal when opened with it. Drawn by
 * the server, it stays in the page when the script loads (Dialog), the same element, so that what
 * was typed before the script ran stays where it was. Escape and "Tutup" lead to `closeTo`.
 */
export function UrlModal({ id, title, closeTo, children }: Props) {
  return (
    <Dialog labelledBy={`${id}-title`} closeTo={closeTo} className="url-modal">
      <div id={id} className="url-modal-body">
        <header className="url-modal-header">
          <h2 id={`${id}-title`}>{title}</h2>
          <Link to={closeTo} className="url-modal-close" preventScrollReset>
            Tutup
          </Link>
        </header>
        {children}
      </div>
    </Dialog>
  );
}
