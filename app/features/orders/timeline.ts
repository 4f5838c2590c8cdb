// Log Transaksi (001 §2 Timeline): the host's log entries, oldest first, as the items the tab
// shows. A negotiation round's price entries (one per line) become one item with a table.
export type RawLogEntry = {
  section_change: string;
  name_section_change: string;
  section_nego: number | null;
  created_at: string;
  old_value: string | null;
  new_value: string | null;
  transaction_detail: { name_product: string } | null;
};

type Base = { at: string; title: string };
export type TimelineItem =
  | (Base & { kind: "order"; total: number | null })
  | (Base & { kind: "price"; rows: { product: string; oldPrice: number | null; newPrice: number | null }[] })
  | (Base & { kind: "shipping"; oldPrice: number | null; newPrice: number | null })
  | (Base & { kind: "status"; from: string | null; to: string | null })
  | (Base & { kind: "request-payment"; service: string | null })
  | (Base & { kind: "payment"; from: string | null; to: string | null })
  | (Base & { kind: "proof"; file: string | null })
  | (Base & { kind: "other"; from: string | null; to: string | null });

const amount = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

/** `formatAt` turns a host time into its shown text (WITA); `fileUrl` a stored path into a URL. */
export function buildTimeline(
  entries: readonly RawLogEntry[],
  formatAt: (time: string) => string,
  fileUrl: (path: string | null) => string | null,
): TimelineItem[] {
  const items: TimelineItem[] = [];
  let round: { step: number | null; item: Extract<TimelineItem, { kind: "price" }> } | null = null;
  for (const entry of entries) {
    const base = { at: formatAt(entry.created_at), title: entry.name_section_change };
    const section = entry.section_change.trim().toLowerCase();
    if (section === "price") {
      const row = {
        product: entry.transaction_detail?.name_product ?? "",
        oldPrice: amount(entry.old_value),
        newPrice: amount(entry.new_value),
      };
      if (round && round.step === entry.section_nego) {
        round.item.rows.push(row);
        continue;
      }
      const item = { ...base, kind: "price" as const, rows: [row] };
      round = { step: entry.section_nego, item };
      items.push(item);
      continue;
    }
    round = null;
    const from = entry.old_value;
    const to = entry.new_value;
    switch (section) {
      case "make order":
        items.push({ ...base, kind: "order", total: amount(to) });
        break;
      case "shipping cost":
        items.push({ ...base, kind: "shipping", oldPrice: amount(from), newPrice: amount(to) });
        break;
      case "status":
        items.push({ ...base, kind: "status", from, to });
        break;
      case "request payment":
        items.push({ ...base, kind: "request-payment", service: to });
        break;
      case "payment":
        items.push({ ...base, kind: "payment", from, to });
        break;
      case "upload payment":
        items.push({ ...base, kind: "proof", file: fileUrl(to) });
        break;
      default:
        items.push({ ...base, kind: "other", from, to });
    }
  }
  return items;
}
