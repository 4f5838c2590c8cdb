import type { Key, ReactNode } from "react";

export type Column<Row> = {
  /** The header, and the cell's label when the table stacks into label: value rows on phones. */
  label: string;
  cell: (row: Row) => ReactNode;
  className?: string;
};

export type ListTableProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The rows are numbered from `from + 1` (a later page goes on counting). */
  from?: number;
  /** Added to `stack-table`. */
  className?: string;
  /** A caption for screen readers where no heading names the table. */
  caption?: string;
  /** The searchable lists (001 §2) say 'Data tidak ditemukan' in a row when nothing is found. */
  emptyRow?: boolean;
  testId?: string;
};

/**
 * A numbered table (first column "No") whose cells carry their column's name in `data-label`,
 * so that `.stack-table` turns each row into label: value lines on phones.
 */
export function ListTable<Row>({
  columns,
  rows,
  rowKey,
  from = 0,
  className,
  caption,
  emptyRow,
  testId,
}: ListTableProps<Row>) {
  return (
    <table className={className ? `stack-table ${className}` : "stack-table"} data-testid={testId}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">No</th>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {emptyRow && rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length + 1} className="empty-row">
              Data tidak ditemukan
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row)}>
              <td data-label="No">{from + index + 1}</td>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={column.className} dir="auto">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
