// The transaction table of the list and the dashboard: page size, search, numbered rows,
// paging. A GET form keeps it all in the URL; changing the search or page size starts on page 1.
import { Link } from "@remix-run/react";
import { ListControls } from "~/components/ListControls";
import { Pager } from "~/components/catalogue/Pager";
import { queryHref } from "~/lib/buying/address-book";
import { pager } from "~/lib/catalogue/pager";
import type { OrderTableData } from "~/lib/orders/list.server";
import { detailHref } from "~/lib/orders/tabs";
import { StatusBadge } from "./StatusBadge";

type Props = {
  table: OrderTableData;
  /** The page the table sits on (/profil/transaksi or /profil/beranda). */
  path: string;
  /** The .xlsx download of the rows matching the search (the list page only). */
  exportPath?: string;
};

export function OrderTable({ table, path, exportPath }: Props) {
  const { query, rows, from } = table;
  const exportHref =
    exportPath &&
    (query.search ? `${exportPath}?${new URLSearchParams({ search: query.search })}` : exportPath);
  return (
    <>
      <ListControls
        path={path}
        query={query}
        searchLabel="Cari transaksi"
        placeholder="Cari invoice, status atau tanggal"
      >
        {exportHref ? (
          <a href={exportHref} className="order-export secondary outline" role="button" download>
            Unduh Excel
          </a>
        ) : null}
      </ListControls>
      <div className="overflow-auto">
        <table className="stack-table" data-testid="order-table">
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">ID Pembelian</th>
              <th scope="col">Tanggal</th>
              <th scope="col">Status</th>
              <th scope="col">Aksi</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="empty-row">
                  Data tidak ditemukan
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={row.id}>
                  <td data-label="No">{from + index + 1}</td>
                  <td data-label="ID Pembelian">{row.invoice}</td>
                  <td data-label="Tanggal">{row.date}</td>
                  <td data-label="Status">
                    <StatusBadge status={row.status} />
                  </td>
                  <td data-label="Aksi">
                    <Link to={detailHref(row.id)} aria-label={`Detail ${row.invoice}`}>
                      Detail
                    </Link>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {table.total > 0 ? (
        <p className="order-list-summary">
          Data ke {from + 1} - {from + rows.length} dari {table.total} data
        </p>
      ) : null}
      <Pager
        pager={pager(query.page, table.pageCount)}
        href={(page) => queryHref(path, { ...query, page })}
        label="Halaman transaksi"
      />
    </>
  );
}
