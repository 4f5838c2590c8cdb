// A fiscal year's realisation as a table: per source of funds and account code, one row per
// package with its pagu, the four figures and what is left, then the subtotals and the year's
// total. Amounts are whole rupiah without the "Rp." of each cell (the headers say it), so that
// seven columns fit a 1366 px office screen; on a phone each row becomes label: value lines.
import { Link } from "@remix-run/react";
import { formatCount, formatRupiah } from "~/lib/format";
import { FIGURE_LABELS, inRupiah, OVER_PAGU } from "./texts";
import type { PackageView, Totals, YearView } from "./view.server";

const COLUMNS = ["ordered", "agreed", "paid", "received"] as const;
const COLUMN_COUNT = 2 + COLUMNS.length + 1;

function Amounts({ totals, paguNote }: { totals: Totals; paguNote?: string }) {
  return (
    <>
      <td data-label={inRupiah(FIGURE_LABELS.pagu)} className="num">
        {formatCount(totals.pagu)}
        {paguNote ? <small className="pagu-note">{paguNote}</small> : null}
      </td>
      {COLUMNS.map((column) => (
        <td key={column} data-label={inRupiah(FIGURE_LABELS[column])} className="num">
          {formatCount(totals.figures[column])}
        </td>
      ))}
      <td data-label={inRupiah(FIGURE_LABELS.left)} className={totals.left < 0 ? "num over" : "num"}>
        {formatCount(totals.left)}
        {totals.left < 0 ? <small> ({OVER_PAGU})</small> : null}
      </td>
    </>
  );
}

/** Several orders of one package stating different pagu: all are shown, the newest counts. */
const paguNote = (entry: PackageView) =>
  entry.paguValues.length > 1
    ? `Pagu pada pesanan berbeda: ${entry.paguValues.map((value) => formatRupiah(value)).join("; ")}`
    : undefined;

type Props = {
  year: YearView;
  /** The address that opens a package's orders (`?paket=`), or none (the print view). */
  packageHref?: (key: string) => string;
};

export function RealisationTable({ year, packageHref }: Props) {
  return (
    <table className="stack-table realisation-table" data-testid={`realisation-${year.year}`}>
      <caption className="visually-hidden">Realisasi anggaran tahun {year.year}</caption>
      <thead>
        <tr>
          <th scope="col">Paket Pekerjaan</th>
          <th scope="col" className="num">
            {inRupiah(FIGURE_LABELS.pagu)}
          </th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="num">
              {inRupiah(FIGURE_LABELS[column])}
            </th>
          ))}
          <th scope="col" className="num">
            {inRupiah(FIGURE_LABELS.left)}
          </th>
        </tr>
      </thead>
      {year.sources.map((source) => (
        <tbody key={source.source}>
          <tr className="group-row">
            <th scope="rowgroup" colSpan={COLUMN_COUNT} dir="auto">
              Sumber dana: {source.source || "-"}
            </th>
          </tr>
          {source.accounts.map((account) => [
            <tr key={`${account.account}-head`} className="group-row account-row">
              <th scope="rowgroup" colSpan={COLUMN_COUNT} dir="auto">
                Kode rekening: {account.account || "-"}
              </th>
            </tr>,
            ...account.packages.map((entry) => (
              <tr key={entry.key} data-testid="package-row">
                <th scope="row" data-label="Paket Pekerjaan" dir="auto">
                  {entry.name || "-"}
                  {packageHref ? (
                    <Link to={packageHref(entry.key)} className="package-orders">
                      {entry.orderCount} pesanan<span className="visually-hidden"> paket {entry.name}</span>
                    </Link>
                  ) : (
                    <small className="package-orders">{entry.orderCount} pesanan</small>
                  )}
                </th>
                <Amounts totals={entry} paguNote={paguNote(entry)} />
              </tr>
            )),
            <tr key={`${account.account}-total`} className="subtotal-row">
              <th scope="row" data-label="Jumlah">
                Jumlah kode rekening {account.account}
              </th>
              <Amounts totals={account} />
            </tr>,
          ])}
          <tr className="subtotal-row source-total">
            <th scope="row" data-label="Jumlah">
              Jumlah sumber dana {source.source}
            </th>
            <Amounts totals={source} />
          </tr>
        </tbody>
      ))}
      <tfoot>
        <tr className="total-row">
          <th scope="row" data-label="Jumlah">
            Jumlah tahun anggaran {year.year}
          </th>
          <Amounts totals={year} />
        </tr>
      </tfoot>
    </table>
  );
}
