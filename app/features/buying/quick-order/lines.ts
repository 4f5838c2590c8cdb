// A quick order's lines: what the buyer pasted (or the workbook held), one product per line, read
// into what was asked for and how many. Every line is kept as written (`ask`, `qtyText`) and read
// again by the same functions whenever the preview comes back, so the page, its form and the
// server never disagree on what a line says. Pure and browser-safe: the preview's live quantities
// use `parseQuantity` too.
import { ASK_MAX_LENGTH, MAX_QTY, TEXT } from "./texts";

export type OrderLine = {
  /** Where the line came from, for the buyer: "Baris 3", "Produk baris 12". */
  source: string;
  /** The product asked for as written: an id (digits) or a name. */
  ask: string;
  /** The quantity as written; empty means 1. */
  qtyText: string;
};

export type Query =
  { kind: "id"; id: number } | { kind: "name"; name: string } | { kind: "invalid"; message: string };

export type Quantity = { ok: true; qty: number } | { ok: false; message: string };

/** Cells of a pasted line: a semicolon, or a tab (a row copied from a spreadsheet). */
const SEPARATOR = /[;\t]/;
/** Product ids are positive integers of at most 9 digits on the host. */
const ID = /^\d{1,9}$/;

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** What `ask` names: an id when it is only digits, else a name for the host's search. */
export function queryOf(ask: string): Query {
  if (SEPARATOR.test(ask)) return { kind: "invalid", message: TEXT.format };
  const text = squeeze(ask);
  if (text === "") return { kind: "invalid", message: TEXT.askEmpty };
  if (ID.test(text) && Number(text) > 0) return { kind: "id", id: Number(text) };
  if (text.length > ASK_MAX_LENGTH) return { kind: "invalid", message: TEXT.askTooLong };
  return { kind: "name", name: text };
}

/**
 * A quantity as the cart takes it: empty is 1 (000 §5: "empty resets to 1"), Indonesian
 * thousands (`1.000`) are read as such, and the host's bounds and messages apply.
 */
export function parseQuantity(text: string): Quantity {
  const value = text.trim();
  if (value === "") return { ok: true, qty: 1 };
  if (/^-\s*\d/.test(value)) return { ok: false, message: "QTY tidak boleh negatif!" };
  const digits = /^\d{1,3}(\.\d{3})+$/.test(value) ? value.replaceAll(".", "") : value;
  // Twelve digits: joined lines may add up past the host's bound, which then says "too big".
  if (!/^\d{1,12}$/.test(digits)) return { ok: false, message: TEXT.qtyNotNumber };
  const qty = Number(digits);
  if (qty < 1) return { ok: false, message: TEXT.qtyMin };
  if (qty > MAX_QTY) return { ok: false, message: TEXT.qtyTooBig };
  return { ok: true, qty };
}

/**
 * The lines of a pasted list, blank lines skipped. The quantity is after the last separator
 * (so "a;b;3" asks for "a;b", which `queryOf` calls a format error rather than guess); a line
 * without a separator is a product alone. A header row ("ID Produk; Jumlah") is skipped.
 */
export function linesOfText(text: string): OrderLine[] {
  const lines: OrderLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === "") return;
    const cut = Math.max(raw.lastIndexOf(";"), raw.lastIndexOf("\t"));
    const ask = cut === -1 ? raw : raw.slice(0, cut);
    const qtyText = cut === -1 ? "" : raw.slice(cut + 1);
    if (isHeader(ask, qtyText)) return;
    lines.push({ source: `Baris ${index + 1}`, ask: ask.trim(), qtyText: qtyText.trim() });
  });
  return lines;
}

const isHeader = (ask: string, qtyText: string) =>
  squeeze(qtyText).toLowerCase() === "jumlah" && /^(id produk|produk|nama produk)$/i.test(squeeze(ask));

/** How two lines asking for the same thing are told to be the same. */
function sameKey(line: OrderLine): string | null {
  const query = queryOf(line.ask);
  if (query.kind === "id") return `id:${query.id}`;
  if (query.kind === "name") return `name:${query.name.toLocaleLowerCase("id")}`;
  return null;
}

/** "Baris 2, Baris 5 dan 3 lainnya": the sources of joined lines, short whatever their number. */
function joinSources(sources: readonly string[]): string {
  const shown = sources.slice(0, 2).join(", ");
  return sources.length > 2 ? `${shown} dan ${sources.length - 2} lainnya` : shown;
}

/**
 * Lines asking for the same product (the same id, or the same name in any case) become one with
 * their quantities added, as the cart keeps one line per product; a line whose product or
 * quantity cannot be read stays on its own, for the buyer to see.
 */
export function joinSameProducts(lines: readonly OrderLine[]): OrderLine[] {
  const joined: { line: OrderLine; sources: string[]; qty: number }[] = [];
  const byKey = new Map<string, (typeof joined)[number]>();
  for (const line of lines) {
    const key = sameKey(line);
    const quantity = parseQuantity(line.qtyText);
    const earlier = key && quantity.ok ? byKey.get(key) : undefined;
    if (earlier && quantity.ok) {
      earlier.sources.push(line.source);
      earlier.qty += quantity.qty;
      continue;
    }
    const entry = { line, sources: [line.source], qty: quantity.ok ? quantity.qty : 0 };
    joined.push(entry);
    if (key && quantity.ok) byKey.set(key, entry);
  }
  return joined.map(({ line, sources, qty }) =>
    sources.length === 1 ? line : { source: joinSources(sources), ask: line.ask, qtyText: String(qty) },
  );
}

/** The lines as a list to paste again ("Ubah daftar"). */
export const textOfLines = (lines: readonly OrderLine[]) =>
  lines.map((line) => (line.qtyText ? `${line.ask}; ${line.qtyText}` : line.ask)).join("\n");
