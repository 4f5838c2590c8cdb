import { useNavigation } from "@remix-run/react";

/**
 * A thin indeterminate progress bar across the top of the window while a client-side
 * navigation or form submission is in flight (without JavaScript the browser shows its own).
 */
export function NavigationProgress() {
  return useNavigation().state === "idle" ? null : (
    <div role="progressbar" aria-label="Memuat halaman" className="nav-progress" />
  );
}
