// Money as the buyer reads it: "Rp. 1.250.000". Dates live in format-date.ts so that pages
// showing only prices don't ship date-fns to the browser.
const grouping = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** 1250000 → "Rp. 1.250.000" (rounded, no decimals). Non-numbers count as 0. */
export function formatRupiah(amount: number | string | null | undefined): string {
  const value = Math.round(Number(amount ?? 0)) || 0;
  const sign = value < 0 ? "-" : "";
  return `${sign}Rp. ${grouping.format(Math.abs(value))}`;
}
