import type { Key, ReactNode } from "react";
import { ListControls } from "~/components/ListControls";
import { Pager } from "~/components/catalogue/Pager";
import { queryHref, type AddressBookQuery } from "~/lib/buying/address-book";
import { pager } from "~/lib/catalogue/pager";

export type Column<Row> = {
  /** The header, and the cell's label when the table stacks into label: value rows on phones. */
  label: string;
  cell: (row: Row) => ReactNode;
  className?: string;
};

type Props<Row> = {
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
}: Props<Row>) {
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
                <td key={column.label} data-label={column.label} className={column.className}>
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

/** One page of a searchable list as its loader returns it (see `pageOf`). */
export type PagedRows<Row> = {
  query: AddressBookQuery;
  rows: readonly Row[];
  from: number;
  total: number;
  pageCount: number;
};

type PagedProps<Row> = Omit<Props<Row>, "rows" | "from" | "emptyRow"> & {
  table: PagedRows<Row>;
  /** The list's page: the controls' GET form and the pager's links keep their state in its URL. */
  path: string;
  searchLabel: string;
  placeholder: string;
  /** The pager's accessible name. */
  pagerLabel: string;
  /** Extra controls beside the search (the transaction list's export). */
  controls?: ReactNode;
};

/**
 * 001 §2's list frame (the transaction list, and lists "as in the transaction list"): page size
 * and search, the numbered rows, "Data ke x - y dari z data" and the pager, all in the URL.
 */
export function PagedListTable<Row>({
  table,
  path,
  searchLabel,
  placeholder,
  pagerLabel,
  controls,
  ...tableProps
}: PagedProps<Row>) {
  const { query, rows, from, total } = table;
  return (
    <>
      <ListControls path={path} query={query} searchLabel={searchLabel} placeholder={placeholder}>
        {controls}
      </ListControls>
      <div className="overflow-auto">
        <ListTable {...tableProps} rows={rows} from={from} emptyRow />
      </div>
      {total > 0 ? (
        <p className="order-list-summary">
          Data ke {from + 1} - {from + rows.length} dari {total} data
        </p>
      ) : null}
      <Pager
        pager={pager(query.page, table.pageCount)}
        href={(page) => queryHref(path, { ...query, page })}
        label={pagerLabel}
      />
    </>
  );
}
