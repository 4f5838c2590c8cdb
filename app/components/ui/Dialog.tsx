import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

type Props = {
  /** The heading; without it `labelledBy` names an element of the content. */
  title?: string;
  children: ReactNode;
  /** The id of the heading (or of the content's element that names the dialog). */
  labelledBy?: string;
  /** The address without the dialog's URL state (`?hapus=`, `?modal=`), where Escape leads. */
  closeTo?: string;
  onClose?: () => void;
  className?: string;
};

/**
 * A dialog that is open when rendered (URL state like `?hapus=`, or a form's answer): without
 * JavaScript an open `<dialog>` in the page, with it a real modal. A button inside
 * `<form method="dialog">` closes it in both cases; Escape leads to `closeTo` when given.
 */
export function Dialog({ title, children, labelledBy, closeTo, onClose, className }: Props) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement | null>(null);
  const navigate = useNavigate();
  // A dialog the server drew open can be closed before the script runs (its Oke works without
  // it): hydration must not open it again over the page the buyer went back to.
  const drawnOpen = useRef(!hydrated);
  const closedBeforeScript = useRef(false);
  const attach = useCallback((node: HTMLDialogElement | null) => {
    ref.current = node;
    if (node && drawnOpen.current && !node.open) closedBeforeScript.current = true;
  }, []);
  useEffect(() => {
    if (!hydrated) return;
    if (closedBeforeScript.current) {
      onClose?.();
      return;
    }
    const open = () => {
      if (ref.current && !ref.current.open) ref.current.showModal();
    };
    // Effects run child first: a dialog inside another one that opens in the same render (a
    // refusal inside a URL modal, hydrated after a post sent before the script loaded) opens after
    // it, or the outer modal would cover it and its Oke could not be reached.
    if (ref.current?.parentElement?.closest("dialog")) queueMicrotask(open);
    else open();
    // Once, when the page hydrates: onClose is not a reason to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  const headingId = title ? labelledBy : undefined;
  return (
    <dialog
      ref={attach}
      open={hydrated ? undefined : true}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : title}
      className={className}
      // React passes a dialog's close and cancel on to the dialogs around it: only this one's count
      // (Escape on an alert inside a URL modal closes the alert, not the modal and its form).
      onClose={onClose ? (event) => event.target === event.currentTarget && onClose() : undefined}
      onCancel={
        closeTo
          ? (event) => {
              if (event.target !== event.currentTarget) return;
              event.preventDefault();
              navigate(closeTo, { preventScrollReset: true });
            }
          : undefined
      }
    >
      <article>
        {title ? <h2 id={headingId}>{title}</h2> : null}
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
