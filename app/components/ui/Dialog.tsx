import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

// A client-mounted dialog becomes a modal before the browser paints it open in the page; on the
// server there is no layout (React 18 warns about the layout effect there).
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

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
  const modal = useRef(false);
  const attach = useCallback((node: HTMLDialogElement | null) => {
    ref.current = node;
    if (node && drawnOpen.current && !node.open) closedBeforeScript.current = true;
  }, []);
  useClientLayoutEffect(() => {
    if (!hydrated) return;
    if (closedBeforeScript.current) {
      onClose?.();
      return;
    }
    // The same element turns from open in the page into a modal: what was typed in it before
    // the script ran stays, and so does the focus.
    const open = () => {
      const dialog = ref.current;
      if (!dialog || modal.current) return;
      const focused = dialog.contains(document.activeElement) ? document.activeElement : null;
      if (dialog.open) dialog.close();
      dialog.showModal();
      modal.current = true;
      if (focused instanceof HTMLElement) focused.focus();
    };
    // Effects run child first: a dialog inside another one that opens in the same render (a
    // refusal inside a URL modal, hydrated after a post sent before the script loaded) opens after
    // it, or the outer modal would cover it and its Oke could not be reached.
    if (ref.current?.parentElement?.closest("dialog")) queueMicrotask(open);
    else open();
    // Once, when the page hydrates: onClose is not a reason to run again.
  }, [hydrated]);
  const headingId = title ? labelledBy : undefined;
  return (
    <dialog
      ref={attach}
      // Drawn open (in the page without JavaScript); the effect above makes it a modal before paint.
      open
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : title}
      className={className}
      // React passes a dialog's close and cancel on to the dialogs around it: only this one's count
      // (Escape on an alert inside a URL modal closes the alert, not the modal and its form).
      // (The close of the turn from open in the page into a modal is not one: it is open again.)
      onClose={
        onClose
          ? (event) => event.target === event.currentTarget && !event.currentTarget.open && onClose()
          : undefined
      }
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
