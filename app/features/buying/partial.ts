export const PARTIAL_LINE_ERROR =
  "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan";
export const PARTIAL_SUBMIT_ERROR = "Pastikan jumlah partial sesuai dengan jumlah produk";

const DIGITS = /^\d+$/;

/** Parts as typed; zero or empty parts are ignored. Null when a part is not digits only. */
export function parseParts(raw: readonly string[]): number[] | null {
  const parts: number[] = [];
  for (const text of raw.map((part) => part.trim())) {
    if (text === "") continue;
    if (!DIGITS.test(text)) return null;
    const value = Number(text);
    if (value > 0) parts.push(value);
  }
  return parts;
}

/** Partial delivery is offered only for lines of more than one unit. */
export function canSplit(qty: number): boolean {
  return qty > 1;
}

/**
 * The line's warning, or null when the split is valid. No parts at all means no split: the
 * full quantity goes as one shipment.
 */
export function partialError(qty: number, raw: readonly string[]): string | null {
  const parts = parseParts(raw);
  if (parts === null) return PARTIAL_LINE_ERROR;
  if (parts.length === 0) return null;
  const sum = parts.reduce((total, part) => total + part, 0);
  return sum !== qty || parts.includes(qty) ? PARTIAL_LINE_ERROR : null;
}

/** The quantities shipped for a line: its valid parts, or its whole quantity as one part. */
export function shipmentsOf(qty: number, raw: readonly string[]): number[] {
  const parts = parseParts(raw);
  return parts && parts.length > 0 && partialError(qty, raw) === null ? parts : [qty];
}
