import type { ReactNode } from "react";

/**
 * A wide table's own scrolling box (the page itself never scrolls sideways): labelled, and
 * focusable so that a keyboard can scroll it (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
    <div className="overflow-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
