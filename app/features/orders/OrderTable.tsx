// The transaction table of the list and the dashboard: page size, search, numbered rows,
// paging. A GET form keeps it all in the URL; changing the search or page size starts on page 1.
import { Link } from "@remix-run/react";
import type { Column } from "~/components/ui/ListTable";
import { PagedListTable } from "~/components/ui/PagedListTable";
import type { OrderRow, OrderTableData } from "~/features/orders/list.server";
import { detailHref } from "~/features/orders/tabs";
import { StatusBadge } from "./StatusBadge";

type Props = {
  table: OrderTableData;
  /** The page the table sits on (/profil/transaksi or /profil/beranda). */
  path: string;
  /** The .xlsx download of the rows matching the search (the list page only). */
  exportPath?: string;
};

const COLUMNS: readonly Column<OrderRow>[] = [
  { label: "ID Pembelian", cell: (row) => row.invoice },
  { label: "Tanggal", cell: (row) => row.date },
  { label: "Status", cell: (row) => <StatusBadge status={row.status} /> },
  {
    label: "Aksi",
    cell: (row) => (
      <Link to={detailHref(row.id)} aria-label={`Detail ${row.invoice}`}>
        Detail
      </Link>
    ),
  },
];

export function OrderTable({ table, path, exportPath }: Props) {
  const { search } = table.query;
  const exportHref = exportPath && (search ? `${exportPath}?${new URLSearchParams({ search })}` : exportPath);
  return (
    <PagedListTable
      table={table}
      path={path}
      searchLabel="Cari transaksi"
      placeholder="Invoice, status, tanggal"
      pagerLabel="Halaman transaksi"
      controls={
        exportHref ? (
          <a href={exportHref} className="order-export secondary outline" role="button" download>
            Unduh Excel
          </a>
        ) : null
      }
      columns={COLUMNS}
      rowKey={(row) => row.id}
      testId="order-table"
      className="order-list"
    />
  );
}
