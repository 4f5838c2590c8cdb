// Orders for the procurement file's unit tests: facts as ./figures keeps them, with defaults.
import type { Budget, OrderFacts, RecordFacts } from "./figures";

export const budget = (overrides: Partial<Budget> = {}): Budget => ({
  year: "2026",
  source: "APBD",
  account: "5102010100",
  packageName: "Pengadaan ATK",
  pagu: 10_000_000,
  satker: "Bagian Umum",
  institution: "Pemerintah Provinsi Bali",
  ...overrides,
});

export const record = (overrides: Partial<RecordFacts> = {}): RecordFacts => ({
  line: 1,
  units: 2,
  receivedUnits: 2,
  received: true,
  missing: [],
  ...overrides,
});

let nextId = 1;

/** An order of one line (2 units worth 1,000,000) whose grand total is 1,150,000. */
export function order(overrides: Partial<OrderFacts> = {}): OrderFacts {
  const id = overrides.id ?? nextId++;
  return {
    id,
    invoice: `INV-20261101-${String(id).padStart(5, "0")}`,
    status: "paid",
    createdAt: "2026-11-01T02:00:00.000Z",
    grandTotal: 1_150_000,
    budget: budget(),
    lines: [{ id: 1, qty: 2, value: 1_000_000 }],
    records: [],
    ...overrides,
  };
}
