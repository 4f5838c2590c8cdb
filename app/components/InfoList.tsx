import { Fragment, type ReactNode } from "react";
import stylesheet from "./info-list.css?url";

export const infoListLinks = () => [{ rel: "stylesheet", href: stylesheet }];

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
