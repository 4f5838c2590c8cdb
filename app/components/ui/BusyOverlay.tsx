import { useNavigation } from "@remix-run/react";
import { BUSY_TEXT } from "~/lib/forms/texts";

/** True while the page posts one of `intents` (JavaScript only: without it the browser shows its own progress). */
export function useSubmitting(...intents: string[]): boolean {
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  return navigation.state === "submitting" && typeof intent === "string" && intents.includes(intent);
}

/** 001 §2: "Mohon tunggu, data sedang diproses" (or `text`) over the page while a form is sent. */
export function BusyOverlay({ show, text = BUSY_TEXT }: { show: boolean; text?: string }) {
  if (!show) return null;
  return (
    <div className="busy-overlay" role="status">
      <p aria-busy="true">{text}</p>
    </div>
  );
}
