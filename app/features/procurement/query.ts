// The realisation page's URL state (decision 0002): the year and source filters, the package whose
// orders are open, the SPJ's period and its notice. Every value comes from the address bar, so
// each is checked and bounded here before anything reads it.
import type { Period } from "./period";

export const REALISATION_PATH = "/profil/anggaran";
export const PRINT_PATH = "/profil/anggaran/cetak";
export const XLSX_PATH = "/profil/anggaran.xlsx";
export const SPJ_PATH = "/profil/anggaran/spj";

export const PARAMS = {
  year: "tahun",
  source: "sumber",
  openPackage: "paket",
  month: "bulan",
  notice: "spj",
} as const;

/** The SPJ asked for a period without orders. */
export const EMPTY_SPJ_NOTICE = "kosong";

/** tahun_anggaran is at most 9 digits (001 §5); a source of funds is free text. */
const YEAR = /^\d{1,9}$/;
const SOURCE_MAX_LENGTH = 100;
const PACKAGE_KEY = /^[a-z0-9]{1,13}$/;

export type Filter = { year: string | null; source: string | null };

/** How grouped texts compare: case and runs of spaces do not make another group. */
export const groupKey = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("id");

export function readFilter(params: URLSearchParams): Filter {
  const year = params.get(PARAMS.year)?.trim() ?? "";
  const source = params.get(PARAMS.source)?.trim().replace(/\s+/g, " ") ?? "";
  return {
    year: YEAR.test(year) ? year : null,
    source: source && source.length <= SOURCE_MAX_LENGTH ? source : null,
  };
}

/** The open package's key (`packageKey`), if the URL names a well-formed one. */
export function readOpenPackage(params: URLSearchParams): string | null {
  const key = params.get(PARAMS.openPackage) ?? "";
  return PACKAGE_KEY.test(key) ? key : null;
}

/** The SPJ's period: a year is required, a month (1-12) optional. */
export function readPeriod(params: URLSearchParams): Period | null {
  const year = params.get(PARAMS.year)?.trim() ?? "";
  if (!YEAR.test(year)) return null;
  const month = params.get(PARAMS.month)?.trim() ?? "";
  if (month === "") return { year, month: null };
  return /^(?:[1-9]|1[0-2])$/.test(month) ? { year, month: Number(month) } : null;
}

/** A page of the procurement file (the page, its print view, its .xlsx) with the filter. */
export function filterHref(path: string, filter: Filter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.year) params.set(PARAMS.year, filter.year);
  if (filter.source) params.set(PARAMS.source, filter.source);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A short, stable name for a package in the URL (`?paket=`): FNV-1a of its group's keys. Two
 * packages sharing one (about one in four billion) would open together, nothing worse.
 */
export function packageKey(year: string, source: string, account: string, name: string): string {
  let hash = 0x811c9dc5;
  for (const char of [year, source, account, name].map(groupKey).join("\u0000")) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
