import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

type Props = { title: string; children: ReactNode; onClose?: () => void; className?: string };

/**
 * A dialog that is open when rendered: without JS an open `<dialog>` in the page, with JS a
 * real modal. Buttons inside a `<form method="dialog">` close it in both cases.
 */
export function ModalDialog({ title, children, onClose, className }: Props) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (hydrated && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [hydrated]);
  return (
    <dialog
      ref={dialog}
      open={hydrated ? undefined : true}
      onClose={onClose}
      aria-label={title}
      className={className}
    >
      <article>
        <h2>{title}</h2>
        {children}
      </article>
    </dialog>
  );
}
