// The realisation page's forms, all GET so that their state is the URL (decision 0002): the year
// and source filters, and the SPJ's period (a download, so a plain form: a document request).
import { Form } from "@remix-run/react";
import { filterHref, PARAMS, PRINT_PATH, SPJ_PATH, XLSX_PATH, type Filter } from "./query";
import { FIGURE_MEANINGS, GROUPING_TEXT, MONTHS } from "./texts";

type Choices = { years: string[]; sources: string[] };

export function FilterForm({ filter, choices }: { filter: Filter; choices: Choices }) {
  return (
    <Form method="get" className="procurement-filter" aria-label="Saring realisasi">
      <label>
        Tahun anggaran
        <select name={PARAMS.year} defaultValue={filter.year ?? ""}>
          <option value="">Semua tahun</option>
          {choices.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label>
        Sumber dana
        <select name={PARAMS.source} defaultValue={filter.source ?? ""}>
          <option value="">Semua sumber dana</option>
          {choices.sources.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Tampilkan</button>
    </Form>
  );
}

/** The downloads of what the filter shows: the .xlsx and the print view. */
export function FileLinks({ filter }: { filter: Filter }) {
  return (
    <p className="procurement-files">
      <a href={filterHref(XLSX_PATH, filter)} role="button" className="secondary outline" download>
        Unduh Excel (.xlsx)
      </a>
      <a href={filterHref(PRINT_PATH, filter)} role="button" className="secondary outline">
        Cetak
      </a>
    </p>
  );
}

/** One ZIP of a year's (or a month's) orders and their documents; the filter's source goes along. */
export function SpjForm({ filter, years }: { filter: Filter; years: string[] }) {
  if (years.length === 0) return null;
  return (
    <form method="get" action={SPJ_PATH} className="procurement-filter spj-form" aria-labelledby="spj-title">
      <h2 id="spj-title">Berkas SPJ</h2>
      <p className="spj-text">
        Satu berkas ZIP per periode: setiap pesanan dalam folder ID Pembeliannya (pesanan yang dapat dicetak,
        bukti pembayaran, templat dokumen dan dokumen penerimaan yang diunggah) dan ringkasan Excel.
      </p>
      {filter.source ? <input type="hidden" name={PARAMS.source} value={filter.source} /> : null}
      <label>
        Tahun anggaran
        <select name={PARAMS.year} defaultValue={filter.year ?? years[0]}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label>
        Bulan pesanan
        <select name={PARAMS.month} defaultValue="">
          <option value="">Sepanjang tahun</option>
          {MONTHS.map((month, index) => (
            <option key={month} value={index + 1}>
              {month}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Unduh SPJ (.zip)</button>
    </form>
  );
}

export function FigureMeanings() {
  return (
    <details className="figure-meanings">
      <summary>Arti setiap angka</summary>
      <dl>
        {FIGURE_MEANINGS.map(({ label, meaning }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <p>{GROUPING_TEXT}</p>
    </details>
  );
}
