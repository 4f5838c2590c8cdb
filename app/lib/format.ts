// Money as the buyer reads it: "Rp. 1.250.000". Dates live in format-date.ts so that pages
// showing only prices don't ship date-fns to the browser.
// Whole numbers and ratings are grouped by hand: the browser's first Intl.NumberFormat loads the
// locale's data, 20-30 ms of one task while a page hydrates (about 100 ms of Lighthouse's
// throttled mobile CPU). Intl is built only for what the hand-made path leaves out (negative,
// huge or non-finite numbers), once (Number#toLocaleString builds a formatter on every call).
let grouping: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

/** id-ID grouping of a non-negative safe integer's digits: "1250000" → "1.250.000". */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** 12500 → "12.500": counts (sold, stock) with Indonesian grouping, rounded to whole units. */
export function formatCount(value: number): string {
  const rounded = Math.round(value);
  if (value >= 0 && Number.isSafeInteger(rounded)) return groupDigits(String(rounded));
  grouping ??= new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
  return grouping.format(value);
}

/** 4.25 → "4,3": a star rating with at most one decimal. */
export function formatRating(value: number): string {
  // Intl rounds the shortest decimal that reads back as the number (4.35 → "4,4"), half up.
  const [whole, fraction = ""] = String(value).split(".");
  if (value >= 0 && value < 1e14 && /^\d+$/.test(whole) && /^\d*$/.test(fraction)) {
    const tenths = Number(whole) * 10 + Number(fraction[0] ?? 0) + (Number(fraction[1] ?? 0) >= 5 ? 1 : 0);
    const digits = groupDigits(String(Math.floor(tenths / 10)));
    return tenths % 10 === 0 ? digits : `${digits},${tenths % 10}`;
  }
  oneDecimal ??= new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 });
  return oneDecimal.format(value);
}

/** 1250000 → "Rp. 1.250.000" (rounded, no decimals). Non-numbers count as 0. */
export function formatRupiah(amount: number | string | null | undefined): string {
  const value = Math.round(Number(amount ?? 0)) || 0;
  const sign = value < 0 ? "-" : "";
  return `${sign}Rp. ${formatCount(Math.abs(value))}`;
}
