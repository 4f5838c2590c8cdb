// The checkout's "Estimasi pengiriman": one estimate per shipment; with a partial delivery each
// is named after its shipment (as the partial-delivery controls number them), never a bare list.

type ShipmentCost = { partial_id: number; etd?: string | null };

/** "1-2 hari", or "Pengiriman 1: 1-2 hari, Pengiriman 2: 2-3 hari"; "-" before a service is chosen. */
export function deliveryEstimate(costs: readonly ShipmentCost[]): string {
  const shipments = [...costs].sort((a, b) => a.partial_id - b.partial_id);
  const known = shipments.map((cost, index) => ({ index, etd: cost.etd?.trim() })).filter((s) => s.etd);
  if (known.length === 0) return "-";
  if (shipments.length === 1) return `${known[0].etd} hari`;
  return known.map(({ index, etd }) => `Pengiriman ${index + 1}: ${etd} hari`).join(", ");
}
