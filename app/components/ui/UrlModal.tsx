import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Dialog } from "~/components/ui/Dialog";

type Props = { id: string; title: string; closeTo: string; children: ReactNode };

/**
 * A `?modal=` form (the order page's, the bank page's): without JavaScript a section of the page in the modal's
 * place (the page is the form), with it a modal `<dialog>`; Escape and "Tutup" lead to `closeTo`.
 */
export function UrlModal({ id, title, closeTo, children }: Props) {
  const hydrated = useHydrated();
  const close = (
    <Link to={closeTo} className="order-modal-close" preventScrollReset>
      Tutup
    </Link>
  );
  if (!hydrated) {
    return (
      <section id={id} className="order-modal-page" aria-labelledby={`${id}-title`}>
        <header>
          <h2 id={`${id}-title`}>{title}</h2>
          {close}
        </header>
        {children}
      </section>
    );
  }
  return (
    <Dialog labelledBy={`${id}-title`} closeTo={closeTo}>
      <div id={id}>
        <header className="order-modal-header">
          <h2 id={`${id}-title`}>{title}</h2>
          {close}
        </header>
        {children}
      </div>
    </Dialog>
  );
}
