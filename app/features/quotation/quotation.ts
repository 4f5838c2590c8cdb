// The price quotation (Surat Penawaran Harga) printed from the cart's selected lines (issue 24):
// its lines, its totals (through checkout's own pure function, so both always agree), its
// number and dates. Pure: the page, the .xlsx and the tests share it.
import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { selectionBlock, unitPrice, type CartLine } from "~/features/buying/cart";
import { checkoutSummary } from "~/features/buying/totals";
import { WITA } from "~/lib/format-date";

export type QuotationLine = {
  cartId: number;
  productId: number;
  name: string;
  qty: number;
  unit: string;
  /** The promo price when there is one, as the cart and checkout charge it. */
  unitPrice: number;
  subtotal: number;
};

export type QuotationTotals = { total: number; ppn: number; grandTotal: number };

type QuotedCartLine = CartLine & {
  product: CartLine["product"] & { id: number; name: string; unit: string };
};

/**
 * The selected lines the cart would let through to checkout (not disabled, enough stock), in the
 * cart's order.
 */
export function quotationLines(
  items: readonly QuotedCartLine[],
  selected: ReadonlySet<number>,
): QuotationLine[] {
  return items
    .filter((item) => selected.has(item.id) && selectionBlock(item) === null)
    .map((item) => {
      const price = unitPrice(item);
      return {
        cartId: item.id,
        productId: item.product.id,
        name: item.product.name,
        qty: item.qty,
        unit: item.product.unit,
        unitPrice: price,
        subtotal: price * item.qty,
      };
    });
}

/** Total, PPN 11 % and grand total, without shipping (quoted at checkout). */
export function quotationTotals(lines: readonly Pick<QuotationLine, "subtotal">[]): QuotationTotals {
  const summary = checkoutSummary(
    lines.map((line) => ({ subtotal: line.subtotal, subtotalNego: null, isNego: false })),
    { cost: 0, costNego: null },
  );
  return { total: summary.totalPrice, ppn: summary.ppn, grandTotal: summary.totalBill };
}

/** The quotation's day in WITA: its number and date do not change with the server's zone. */
export function witaDay(now: Date): TZDate {
  return new TZDate(now, WITA);
}

/**
 * 'SPH/20261124/42-7K3QZ': the WITA day, the buyer and a short digest of the lines quoted (cart
 * line, quantity, price), so the printed page and its .xlsx carry the same number and another
 * selection or price gets another one.
 */
export function quotationNumber(userId: number, day: Date, lines: readonly QuotationLine[]): string {
  let hash = 0x811c9dc5;
  for (const char of lines.map((line) => `${line.cartId}:${line.qty}:${line.unitPrice}`).join(";")) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return `SPH/${format(day, "yyyyMMdd")}/${userId}-${hash.toString(36).toUpperCase()}`;
}

/** The last day the quoted prices hold. */
export function validUntil(day: Date, days: number): Date {
  return addDays(day, days);
}
