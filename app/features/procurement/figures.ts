// What the procurement file counts for each order, from what the host gives: the order (status,
// grand total, lines, budget data) and, once paid, its receipt records. Pure: the page, the
// .xlsx, the print view, the SPJ summary and the dashboard's reminders all count the same way.
// The texts that explain each figure to the buyer are in ./texts (FIGURE_MEANINGS).
import type { Order, Spk } from "~/lib/admin/orders.server";
import type { DocumentSlot, Shipment } from "~/lib/admin/support-documents.server";
import { DOCUMENT_SLOTS } from "~/features/orders/receipt/receipt";
import { lineSubtotal } from "~/features/orders/negotiation/rules";
import { isAgreed, isPaid, isStatus } from "~/features/orders/status";

/** 001 §5 budget data as it groups orders: the texts trimmed, nothing else changed. */
export type Budget = {
  year: string;
  source: string;
  account: string;
  packageName: string;
  pagu: number;
  satker: string;
  institution: string;
};

/** A line as the received figure needs it: its ordered units and its agreed value. */
export type LineFacts = { id: number; qty: number; value: number };

/** A receipt record (one shipped line of one shipment) and the document slots it still lacks. */
export type RecordFacts = {
  /** The order line it receives. */
  line: number;
  units: number;
  receivedUnits: number;
  /** The buyer saved the receipt (its date). */
  received: boolean;
  missing: DocumentSlot[];
};

/** Everything the procurement file keeps of one order; small, so a buyer's 500 orders stay light. */
export type OrderFacts = {
  id: number;
  invoice: string;
  status: string;
  /** The host's timestamp (UTC). */
  createdAt: string;
  grandTotal: number;
  budget: Budget | null;
  lines: LineFacts[];
  records: RecordFacts[];
};

/** The four amounts of an order, whole rupiah. */
export type Figures = { ordered: number; agreed: number; paid: number; received: number };

export const ZERO: Figures = { ordered: 0, agreed: 0, paid: 0, received: 0 };

const isCancelled = (status: string) => isStatus(status, "cancel");

/**
 * The share of the order's goods received: the value of the units recorded as received at the
 * lines' agreed prices over the value of all units ordered (by units when every line is free).
 * Exactly 1 once every unit is received, so a fully received order counts its whole grand total.
 */
export function receivedShare(order: Pick<OrderFacts, "lines" | "records">): number {
  const received = receivedUnitsByLine(order);
  let value = 0;
  let receivedValue = 0;
  let units = 0;
  let receivedUnits = 0;
  for (const line of order.lines) {
    const got = Math.min(received.get(line.id) ?? 0, line.qty);
    value += line.value;
    units += line.qty;
    receivedUnits += got;
    if (line.qty > 0) receivedValue += (line.value * got) / line.qty;
  }
  if (units > 0 && receivedUnits === units) return 1;
  if (value > 0) return receivedValue / value;
  return units > 0 ? receivedUnits / units : 0;
}

/** Units received per order line, from the records the buyer saved on the Penerimaan tab. */
function receivedUnitsByLine(order: Pick<OrderFacts, "records">) {
  const byLine = new Map<number, number>();
  for (const record of order.records) {
    if (!record.received) continue;
    byLine.set(record.line, (byLine.get(record.line) ?? 0) + record.receivedUnits);
  }
  return byLine;
}

/**
 * The figures of one order (texts.ts FIGURE_MEANINGS says the same to the buyer):
 * - ordered: the grand total of every order not cancelled (a running negotiation at its latest offer);
 * - agreed: the grand total once the price is final (status.ts `isAgreed`);
 * - paid: the grand total once paid (`paid` and every later status, status.ts `isPaid`);
 * - received: the grand total times the share of the goods recorded as received (`receivedShare`).
 */
export function orderFigures(order: OrderFacts): Figures {
  if (isCancelled(order.status)) return ZERO;
  return {
    ordered: order.grandTotal,
    agreed: isAgreed(order.status) ? order.grandTotal : 0,
    paid: isPaid(order.status) ? order.grandTotal : 0,
    received: Math.round(order.grandTotal * receivedShare(order)),
  };
}

/** The receipt document slots any of the order's records still lacks, in the tab's order. */
export function missingDocuments(
  order: Pick<OrderFacts, "records">,
): { slot: DocumentSlot; label: string }[] {
  const missing = new Set(order.records.flatMap((record) => record.missing));
  return DOCUMENT_SLOTS.filter(({ slot }) => missing.has(slot));
}

export function addFigures(a: Figures, b: Figures): Figures {
  return {
    ordered: a.ordered + b.ordered,
    agreed: a.agreed + b.agreed,
    paid: a.paid + b.paid,
    received: a.received + b.received,
  };
}

/** Budget texts typed by buyers: trimmed, inner runs of spaces as one. */
const tidy = (text: string) => text.trim().replace(/\s+/g, " ");

export function budgetOf(spk: Spk | null): Budget | null {
  if (!spk) return null;
  return {
    year: tidy(spk.tahun_anggaran),
    source: tidy(spk.sumber_dana),
    account: tidy(spk.kode_rekening),
    packageName: tidy(spk.paket_kerja),
    pagu: Math.max(0, Math.round(spk.pagu_anggaran)) || 0,
    satker: tidy(spk.satuan_kerja),
    institution: tidy(spk.lembaga),
  };
}

/** The lines' units and agreed values (the negotiated subtotal when negotiated). */
export const linesOf = (order: Order): LineFacts[] =>
  order.data.transaction_detail.map((line) => ({ id: line.id, qty: line.qty, value: lineSubtotal(line) }));

/** Each receipt record: its line, units shipped and received, and the document slots it lacks. */
export function recordsOf(shipments: readonly Shipment[]): RecordFacts[] {
  return shipments.flatMap((shipment) =>
    shipment.detail.map((record) => {
      const uploaded = new Set(record.document.map((document) => document.name));
      return {
        line: record.transaction_detail.id,
        units: record.unit_delivery,
        receivedUnits: record.unit_receipt ?? 0,
        received: record.date_receipt !== null,
        missing: DOCUMENT_SLOTS.map(({ slot }) => slot).filter((slot) => !uploaded.has(slot)),
      };
    }),
  );
}

/** The facts of an order from its detail and (once paid) its shipments. */
export function factsOf(order: Order, shipments: readonly Shipment[]): OrderFacts {
  return {
    id: order.data.id,
    invoice: order.data.invoice,
    status: order.data.status,
    createdAt: order.data.created_at,
    grandTotal: order.data.grand_total,
    budget: budgetOf(order.data.spk),
    lines: linesOf(order),
    records: recordsOf(shipments),
  };
}
