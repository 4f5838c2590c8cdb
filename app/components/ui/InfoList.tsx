import { Fragment, type ReactNode } from "react";
/** Label/value pairs (contact details, institution data); an empty value shows "-". */
export function InfoList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="info-list">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          {/* dir="auto" isolates what buyers typed: a U+202E in a name reorders nothing beside it. */}
          <dd dir="auto">{value || "-"}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
