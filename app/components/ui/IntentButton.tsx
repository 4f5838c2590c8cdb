import type { ReactNode } from "react";

/** The form's submit button: its intent, disabled and busy while the post is in flight. */
export function IntentButton({
  intent,
  busy,
  children,
}: {
  intent: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
