// The preview travels in its own form (decision 0002: no session state): each line's source, what
// it asks for, its quantity and the product chosen, under names keyed by the line. The page writes
// these fields; the action reads them back, bounded, as the lines to match again. Browser-safe.
import type { OrderLine } from "./lines";
import { MAX_LINES } from "./texts";

/** The preview form's intents; a line's own "Hapus" sends `hapus` with its key instead. */
export const INTENTS = ["perbarui", "buang", "ubah", "tambah"] as const;
export type PreviewIntent = (typeof INTENTS)[number];
/** The first step's form (the list and the workbook). */
export const READ_INTENT = "baca";

export const FORM_ID = { input: "pesan-cepat", preview: "pesan-cepat-pratinjau" } as const;

export const field = {
  line: "baris",
  remove: "hapus",
  source: (key: number) => `asal-${key}`,
  ask: (key: number) => `cari-${key}`,
  qty: (key: number) => `jumlah-${key}`,
  chosen: (key: number) => `pilih-${key}`,
} as const;

/** Longest texts read back: a source names a sheet (31 characters in Excel) and a row. */
const SOURCE_MAX = 80;
const ASK_MAX = 200;
const QTY_MAX = 20;
const KEY = /^\d{1,3}$/;

export type PreviewForm = {
  lines: OrderLine[];
  /** The product chosen on each line (the product's id), or null. */
  chosen: (number | null)[];
  /** The key of the line the buyer removed, if that is what was pressed. */
  removed: number | null;
  keys: number[];
};

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

/**
 * The preview's lines as the form sent them, or null for a form the page never builds (too many
 * lines, a key twice, a key that is not one): the caller answers 400.
 */
export function readPreviewForm(form: FormData): PreviewForm | null {
  const raw = form.getAll(field.line);
  if (raw.length > MAX_LINES || raw.some((key) => typeof key !== "string" || !KEY.test(key))) return null;
  const keys = raw.map(Number);
  if (new Set(keys).size !== keys.length) return null;
  const removedRaw = text(form, field.remove, 4);
  const removed = KEY.test(removedRaw) ? Number(removedRaw) : null;
  const lines = keys.map((key) => ({
    source: text(form, field.source(key), SOURCE_MAX),
    ask: text(form, field.ask(key), ASK_MAX),
    qtyText: text(form, field.qty(key), QTY_MAX),
  }));
  const chosen = keys.map((key) => {
    const value = text(form, field.chosen(key), 10);
    return /^\d{1,9}$/.test(value) ? Number(value) : null;
  });
  return { lines, chosen, removed, keys };
}
