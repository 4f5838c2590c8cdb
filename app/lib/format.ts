// Money as the buyer reads it: "Rp. 1.250.000". Dates live in format-date.ts so that pages
// showing only prices don't ship date-fns to the browser.
// Formatters are built once: Number#toLocaleString builds a new one on every call, which showed
// up as 6 % of a product list's server time.
const grouping = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 });

/** 12500 → "12.500": counts (sold, stock) with Indonesian grouping. */
export function formatCount(value: number): string {
  return grouping.format(value);
}

/** 4.25 → "4,3": a star rating with at most one decimal. */
export function formatRating(value: number): string {
  return oneDecimal.format(value);
}

/** 1250000 → "Rp. 1.250.000" (rounded, no decimals). Non-numbers count as 0. */
export function formatRupiah(amount: number | string | null | undefined): string {
  const value = Math.round(Number(amount ?? 0)) || 0;
  const sign = value < 0 ? "-" : "";
  return `${sign}Rp. ${grouping.format(Math.abs(value))}`;
}
