/** Deterministic courier quotes: destination zone × weight × service factor (docs/admin-api.md, Checkout). */

export interface ServiceQuote {
  service: string;
  description: string;
  cost: { value: number; etd: string };
}

export interface ShipmentQuote {
  partial_id: number;
  weight: number;
  services: ServiceQuote[];
}

interface ServiceRate {
  service: string;
  description: string;
  percent: number;
  /** Days added to (or, negative, taken from) the zone's regular delivery time. */
  extraDays: number;
}

const services: Record<string, ServiceRate[]> = {
  jne: [
    { service: "REG", description: "Layanan Reguler", percent: 100, extraDays: 0 },
    { service: "YES", description: "Yakin Esok Sampai", percent: 180, extraDays: -9 },
    { service: "OKE", description: "Ongkos Kirim Ekonomis", percent: 80, extraDays: 2 },
  ],
  pos: [
    { service: "REGULER", description: "Pos Reguler", percent: 95, extraDays: 1 },
    { service: "NEXTDAY", description: "Pos Nextday", percent: 170, extraDays: -9 },
  ],
  tiki: [
    { service: "REG", description: "Regular Service", percent: 105, extraDays: 0 },
    { service: "ONS", description: "Over Night Service", percent: 190, extraDays: -9 },
    { service: "ECO", description: "Economy Service", percent: 85, extraDays: 3 },
  ],
};

// Province codes of idn-area-data; the shop ships from Bali.
const zoneOf = (provinceId: number): number => {
  if (provinceId === 51) return 0;
  if ((provinceId >= 31 && provinceId <= 36) || provinceId === 52) return 1;
  if (provinceId >= 81) return 3;
  return 2;
};
const ratePerKg = [6000, 9000, 14000, 22000];
const regularDays: [number, number][] = [
  [1, 2],
  [2, 3],
  [3, 5],
  [5, 8],
];

export const courierServices = (courier: string): readonly ServiceRate[] => services[courier] ?? [];

function etd(zone: number, extraDays: number): string {
  const [min, max] = regularDays[zone];
  if (extraDays < 0) return zone <= 1 ? "1-1" : "1-2";
  return `${min + extraDays}-${max + extraDays}`;
}

/** Quotes for one shipment of `weightGrams` to `provinceId`; empty for an unknown courier. */
export function quoteShipment(courier: string, provinceId: number, weightGrams: number): ServiceQuote[] {
  const zone = zoneOf(provinceId);
  const kg = Math.max(1, Math.ceil(weightGrams / 1000));
  return courierServices(courier).map((rate) => ({
    service: rate.service,
    description: rate.description,
    cost: {
      value: Math.ceil((kg * ratePerKg[zone] * rate.percent) / 100 / 500) * 500,
      etd: etd(zone, rate.extraDays),
    },
  }));
}

/** A line's parts; a line without parts goes whole in shipment 1. */
export interface ShippedLine {
  qty: number;
  weight: number;
  parts: readonly number[];
}

/** Weight of each shipment: shipment k carries the k-th part of every line that has one. */
export function shipmentWeights(lines: readonly ShippedLine[]): number[] {
  const count = Math.max(1, ...lines.map((line) => line.parts.length));
  const weights = Array.from({ length: count }, () => 0);
  for (const line of lines) {
    const parts = line.parts.length > 0 ? line.parts : [line.qty];
    parts.forEach((qty, index) => (weights[index] += qty * line.weight));
  }
  return weights;
}

export function quoteShipments(
  courier: string,
  provinceId: number,
  lines: readonly ShippedLine[],
): ShipmentQuote[] {
  return shipmentWeights(lines).map((weight, index) => ({
    partial_id: index + 1,
    weight,
    services: quoteShipment(courier, provinceId, weight),
  }));
}

/**
 * A line's delivery parts as the buyer typed them: zero or empty parts are ignored; no parts means
 * one shipment. Null when the parts are not digits, do not add up to `qty`, or one equals `qty`.
 */
export function normaliseParts(qty: number, raw: unknown): number[] | null {
  const items = Array.isArray(raw)
    ? raw
    : typeof raw === "string"
      ? raw.split(",")
      : raw === undefined || raw === null
        ? []
        : [raw];
  const parts: number[] = [];
  for (const item of items) {
    const text = typeof item === "number" ? String(item) : typeof item === "string" ? item.trim() : null;
    if (text === null || !/^\d{0,7}$/.test(text)) return null;
    if (text !== "" && Number(text) > 0) parts.push(Number(text));
  }
  if (parts.length === 0) return [];
  const sum = parts.reduce((total, part) => total + part, 0);
  return sum === qty && !parts.includes(qty) ? parts : null;
}
