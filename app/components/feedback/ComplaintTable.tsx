// 001 §2 /profil/komplain: No, Nama Produk, Keterangan (cut at 100 characters with 'Lanjutkan
// Baca' / 'Tutup', a <details> that works without JS), Tanggal, Aksi; page size, search and
// paging in the URL like the transaction list.
import { Link } from "@remix-run/react";
import { ListControls } from "~/components/ListControls";
import { Pager } from "~/components/catalogue/Pager";
import { queryHref } from "~/lib/buying/address-book";
import { pager } from "~/lib/catalogue/pager";
import { COMPLAINT_LIST_PATH, FEEDBACK_TEXTS, complaintDetailHref } from "~/lib/feedback/forms";
import type { ComplaintRow, ComplaintTableData } from "~/lib/feedback/lists.server";

function Description({ row }: { row: ComplaintRow }) {
  if (!row.cut) return <span className="feedback-text">{row.description}</span>;
  return (
    <details className="read-more">
      <summary>
        <span className="read-more-preview feedback-text">{row.preview}…</span>{" "}
        <span className="read-more-open">{FEEDBACK_TEXTS.readMore}</span>
        <span className="read-more-close">{FEEDBACK_TEXTS.readLess}</span>
      </summary>
      <span className="feedback-text">{row.description}</span>
    </details>
  );
}

export function ComplaintTable({ table }: { table: ComplaintTableData }) {
  const { query, rows, from } = table;
  return (
    <>
      <ListControls
        path={COMPLAINT_LIST_PATH}
        query={query}
        searchLabel="Cari komplain"
        placeholder="Cari keterangan, produk atau tanggal"
      />
      <div className="overflow-auto">
        <table className="stack-table complaint-table" data-testid="complaint-table">
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">Nama Produk</th>
              <th scope="col">Keterangan</th>
              <th scope="col">Tanggal</th>
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
                  <td data-label="Nama Produk">{row.product}</td>
                  <td data-label="Keterangan">
                    <Description row={row} />
                  </td>
                  <td data-label="Tanggal">{row.date}</td>
                  <td data-label="Aksi">
                    <Link to={complaintDetailHref(row.id)} aria-label={`Detail komplain ${row.product}`}>
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
        href={(page) => queryHref(COMPLAINT_LIST_PATH, { ...query, page })}
        label="Halaman komplain"
      />
    </>
  );
}
