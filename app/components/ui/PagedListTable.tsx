import type { ReactNode } from "react";
import { ListControls } from "~/components/ui/ListControls";
import { ListTable, type ListTableProps } from "~/components/ui/ListTable";
import { Pager } from "~/components/ui/Pager";
import { queryHref, type ListQuery } from "~/lib/list-query";
import { pager } from "~/lib/paging";

/** One page of a searchable list as its loader returns it (see `pageOf`). */
export type PagedRows<Row> = {
  query: ListQuery;
  rows: readonly Row[];
  from: number;
  total: number;
  pageCount: number;
};

type PagedProps<Row> = Omit<ListTableProps<Row>, "rows" | "from" | "emptyRow"> & {
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
