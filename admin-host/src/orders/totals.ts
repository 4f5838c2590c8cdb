import type { Db } from "../db/index.ts";
import { transactionLines, type TransactionRow } from "./common.ts";

/** What the totals need of an order line (checkout or transaction). */
export interface PricedLine {
  qty: number;
  /** Unit price actually charged without negotiation (promo price when on promo). */
  price: number;
  priceNego: number | null;
}

export interface Totals {
  total_qty: number;
  total_price: number;
  total_price_nego: number | null;
  total_ppn: number;
  grand_total: number;
}

const PPN_PERCENT = 11;

export const subtotal = (line: PricedLine) => line.price * line.qty;
export const subtotalNego = (line: PricedLine) =>
  line.priceNego === null ? null : line.priceNego * line.qty;

/** 11% of the line's (negotiated) subtotal, half up to whole rupiah; exact in integers. */
export function linePpn(line: PricedLine): number {
  return Math.round(((subtotalNego(line) ?? subtotal(line)) * PPN_PERCENT) / 100);
}

/** 000 §9: total bill = price total (negotiated if any) + PPN + shipping (negotiated if set). */
export function orderTotals(
  lines: readonly PricedLine[],
  shippingCost: number,
  shippingCostNego: number | null,
): Totals {
  const total_price = lines.reduce((sum, line) => sum + subtotal(line), 0);
  const negotiated = lines.some((line) => line.priceNego !== null);
  const total_price_nego = negotiated
    ? lines.reduce((sum, line) => sum + (subtotalNego(line) ?? subtotal(line)), 0)
    : null;
  const total_ppn = lines.reduce((sum, line) => sum + linePpn(line), 0);
  return {
    total_qty: lines.reduce((sum, line) => sum + line.qty, 0),
    total_price,
    total_price_nego,
    total_ppn,
    grand_total: (total_price_nego ?? total_price) + total_ppn + (shippingCostNego ?? shippingCost),
  };
}

/** Totals of a stored order from its lines: the one place order figures are computed. */
export function transactionTotals(
  db: Db,
  transaction: TransactionRow,
  lines = transactionLines(db, transaction.id),
): Totals {
  return orderTotals(
    lines.map((line) => ({ qty: line.qty, price: line.price_after_discount, priceNego: line.price_nego })),
    transaction.shipping_cost,
    transaction.shipping_cost_nego,
  );
}
