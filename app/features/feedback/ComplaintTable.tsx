// 001 §2 /profil/komplain: No, Nama Produk, Keterangan (cut at 100 characters with 'Lanjutkan
// Baca' / 'Tutup', a <details> that works without JS), Tanggal, Aksi; page size, search and
// paging in the URL like the transaction list.
import { Link } from "@remix-run/react";
import type { Column } from "~/components/ui/ListTable";
import { PagedListTable } from "~/components/ui/PagedListTable";
import { COMPLAINT_LIST_PATH, FEEDBACK_TEXTS, complaintDetailHref } from "~/features/feedback/forms";
import type { ComplaintRow, ComplaintTableData } from "~/features/feedback/lists.server";

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

const COLUMNS: readonly Column<ComplaintRow>[] = [
  { label: "Nama Produk", cell: (row) => row.product },
  { label: "Keterangan", cell: (row) => <Description row={row} /> },
  { label: "Tanggal", cell: (row) => row.date },
  {
    label: "Aksi",
    cell: (row) => (
      <Link to={complaintDetailHref(row.id)} aria-label={`Detail komplain ${row.product}`}>
        Detail
      </Link>
    ),
  },
];

export function ComplaintTable({ table }: { table: ComplaintTableData }) {
  return (
    <PagedListTable
      table={table}
      path={COMPLAINT_LIST_PATH}
      searchLabel="Cari komplain"
      placeholder="Keterangan, produk, tanggal"
      pagerLabel="Halaman komplain"
      columns={COLUMNS}
      rowKey={(row) => row.id}
      className="complaint-table"
      testId="complaint-table"
    />
  );
}
