import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

// A client-mounted dialog becomes a modal before the browser paints it open in the page; on the
// server there is no layout (React 18 warns about the layout effect there).
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Whether the page's style draws this open, non-modal dialog in its flow (a refused form's
 * answer, a `?modal=` form: ui.css) rather than as an overlay of its own over the page (Pico's
 * `dialog`, fixed), which a modal covers the same way.
 */
const inPageFlow = (dialog: HTMLDialogElement) =>
  !["fixed", "absolute"].includes(getComputedStyle(dialog).position);

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
 * JavaScript an open `<dialog>` in the page, with it a real modal. One the server drew in the
 * page's flow stays there, open and not modal, when the page hydrates: as a modal it would jump
 * from under the finger of a buyer about to tap its OK. Once closed it is gone; a new answer or
 * URL state mounts a new one, and that one opens as a modal. A button inside
 * `<form method="dialog">` closes it in every case; Escape closes it too, or leads to `closeTo`
 * when given.
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
  // Open in the page's flow since before the script ran, until closed.
  const inPage = useRef(false);
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
    // Drawn in the page's flow: it stays where the buyer sees it (and its Oke) until closed.
    if (drawnOpen.current && ref.current && inPageFlow(ref.current)) {
      inPage.current = true;
      return;
    }
    // Any other (drawn as an overlay, or mounted by the script) turns into a modal, the same
    // element: what was typed in it before the script ran stays, and so does the focus.
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
    // refusal inside a URL modal, hydrated after a post sent before the script loaded, where the
    // browser lacks :modal and both are overlays) opens after it, or the outer modal would cover
    // it and its Oke could not be reached.
    if (ref.current?.parentElement?.closest("dialog")) queueMicrotask(open);
    else open();
    // Once, when the page hydrates: onClose is not a reason to run again.
  }, [hydrated]);
  const headingId = title ? labelledBy : undefined;
  return (
    <dialog
      ref={attach}
      // Drawn open (in the page without JavaScript); the effect above makes it a modal before paint,
      // unless the server drew it in the page's flow.
      open
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : title}
      className={className}
      // React passes a dialog's close and cancel on to the dialogs around it: only this one's count
      // (Escape on an alert inside a URL modal closes the alert, not the modal and its form).
      // (The close of the turn from open in the page into a modal is not one: it is open again.)
      onClose={(event) => {
        if (event.target !== event.currentTarget || event.currentTarget.open) return;
        inPage.current = false;
        onClose?.();
      }}
      // A modal hears Escape as cancel (below); a dialog left in the page's flow is not a modal, so
      // Escape is read here, for the innermost dialog around the focus.
      onKeyDown={(event) => {
        const dialog = event.currentTarget;
        if (event.key !== "Escape" || !inPage.current || event.defaultPrevented) return;
        if (!(event.target instanceof Element) || event.target.closest("dialog") !== dialog) return;
        event.preventDefault();
        if (closeTo) navigate(closeTo, { preventScrollReset: true });
        else dialog.close();
      }}
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
