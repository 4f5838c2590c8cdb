import { Fragment, type ReactNode } from "react";
/** Label/value pairs (contact details, institution data); an empty value shows "-". */
export function InfoList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="info-list">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value || "-"}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
