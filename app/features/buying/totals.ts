/** PPN in percent; integer arithmetic keeps the storefront's rupiah equal to the host's. */
const PPN_PERCENT = 11;

/** What the summary needs of a checkout line; negotiated values count only when the line is negotiated. */
export type PricedLine = { subtotal: number; subtotalNego: number | null; isNego: boolean };

export type CheckoutSummary = {
  totalPrice: number;
  totalPriceNego: number | null;
  ppn: number;
  shippingCost: number;
  shippingCostNego: number | null;
  totalBill: number;
};

function effectiveSubtotal(line: PricedLine): number {
  return line.isNego && line.subtotalNego !== null ? line.subtotalNego : line.subtotal;
}

/** PPN is 11% of each line's (negotiated) subtotal, rounded per line to whole rupiah. */
export function ppnOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + Math.round((effectiveSubtotal(line) * PPN_PERCENT) / 100), 0);
}

/** Total bill = price total (negotiated if any) + PPN + shipping (negotiated if set). */
export function checkoutSummary(
  lines: readonly PricedLine[],
  shipping: { cost: number; costNego: number | null },
): CheckoutSummary {
  const totalPrice = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const negotiated = lines.some((line) => line.isNego && line.subtotalNego !== null);
  const totalPriceNego = negotiated ? lines.reduce((sum, line) => sum + effectiveSubtotal(line), 0) : null;
  const ppn = ppnOf(lines);
  const shippingDue = shipping.costNego ?? shipping.cost;
  return {
    totalPrice,
    totalPriceNego,
    ppn,
    shippingCost: shipping.cost,
    shippingCostNego: shipping.costNego,
    totalBill: (totalPriceNego ?? totalPrice) + ppn + shippingDue,
  };
}
