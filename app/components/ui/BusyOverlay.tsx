import { useNavigation } from "@remix-run/react";
import { BUSY_TEXT } from "~/lib/forms/texts";

/** True while the page posts one of `intents` (JavaScript only: without it the browser shows its own progress). */
export function useSubmitting(...intents: string[]): boolean {
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  return navigation.state === "submitting" && typeof intent === "string" && intents.includes(intent);
}

/** 001 §2: "Mohon tunggu, data sedang diproses" over the page while a form is sent. */
export function BusyOverlay({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <div className="nego-busy" role="status">
      <p aria-busy="true">{BUSY_TEXT}</p>
    </div>
  );
}
