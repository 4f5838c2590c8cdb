import { useEffect, useState } from "react";
import type { Toast as ToastData } from "~/lib/site";

const HIDE_AFTER_MS = 5000;

/**
 * A flash message. With JS it hides itself after 5 s; without JS the close box (a checkbox
 * styled as a button) hides it through CSS.
 */
export function Toast({ toast }: { toast: ToastData }) {
  const [visible, setVisible] = useState(true);

  // Each new toast is a new element (keyed by its content), so one timer per mount suffices.
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
      <div>
        {toast.title && <strong>{toast.title}</strong>}
        <p>{toast.message}</p>
      </div>
      <label className="toast-close">
        <input type="checkbox" aria-label="Tutup pesan" />×
      </label>
    </div>
  );
}
