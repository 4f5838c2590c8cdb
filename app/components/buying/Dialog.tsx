import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

type Props = {
  title?: string;
  children: ReactNode;
  labelledBy: string;
  /** The address without the dialog's state, where Escape leads (as its Batal link does). */
  closeTo?: string;
};

/**
 * A dialog the server renders open (URL states like `?hapus=` or a returned error), so it
 * works without JavaScript; with it, the same dialog becomes modal.
 */
export function Dialog({ title, children, labelledBy, closeTo }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !dialog.open) return;
    dialog.close();
    dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={labelledBy}
      onCancel={
        closeTo
          ? (event) => {
              event.preventDefault();
              navigate(closeTo, { preventScrollReset: true });
            }
          : undefined
      }
    >
      <article>
        {title ? <h2 id={labelledBy}>{title}</h2> : null}
        {children}
      </article>
    </dialog>
  );
}

/** A message with OK; `method="dialog"` closes it natively, with or without JavaScript. */
export function AlertDialog({ title, message, id }: { title?: string; message: string; id: string }) {
  return (
    <Dialog title={title} labelledBy={title ? id : `${id}-message`}>
      <p id={`${id}-message`} role="alert">
        {message}
      </p>
      <footer>
        <form method="dialog">
          <button type="submit">OK</button>
        </form>
      </footer>
    </Dialog>
  );
}
