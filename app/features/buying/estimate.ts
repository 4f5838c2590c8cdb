// The checkout's "Estimasi pengiriman": one estimate per shipment; with a partial delivery each
// is named after its shipment (as the partial-delivery controls number them), never a bare list.

type ShipmentCost = { partial_id: number; etd?: string | null };

/** A courier's estimate in days as the buyer reads it: "1-2 hari", and "1 hari" for a range of
 *  one day ("1-1", as couriers send next-day services). */
export function etdText(etd: string): string {
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(etd.trim());
  return `${range && range[1] === range[2] ? range[1] : etd.trim()} hari`;
}

/** "1-2 hari", or "Pengiriman 1: 1-2 hari, Pengiriman 2: 2-3 hari"; "-" before a service is chosen. */
export function deliveryEstimate(costs: readonly ShipmentCost[]): string {
  const shipments = [...costs].sort((a, b) => a.partial_id - b.partial_id);
  const known = shipments.map((cost, index) => ({ index, etd: cost.etd?.trim() })).filter((s) => s.etd);
  if (known.length === 0) return "-";
  if (shipments.length === 1) return etdText(known[0].etd!);
  return known.map(({ index, etd }) => `Pengiriman ${index + 1}: ${etdText(etd!)}`).join(", ");
}
