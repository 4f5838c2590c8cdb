import { beforeEach, describe, expect, it } from "vitest";
import { AdminError, type AdminClient } from "~/lib/admin/client.server";
import { clearFactsCache, CONCURRENT_READS, loadOrderFacts, RECEIPTS_FRESH_MS } from "./facts.server";

type HostOrder = { id: number; status: string; grand_total: number; spk: boolean };

/**
 * A host answering the three reads from `orders`, counting the calls made and those in flight;
 * `gone` are listed but answer 404 (deleted between the list and the read).
 */
function fakeHost(orders: HostOrder[], gone: number[] = []) {
  const calls: string[] = [];
  let running = 0;
  let peak = 0;
  const body = (path: string): unknown => {
    if (path.startsWith("transaction/list-transaction/"))
      return [...orders, ...gone.map((id) => ({ id, status: "document", grand_total: 1 }))].map((order) => ({
        ...order,
        invoice: `INV-${order.id}`,
        created_at: "2026-11-01T00:00:00Z",
      }));
    const id = Number(/\d+$/.exec(path)![0]);
    const order = orders.find((entry) => entry.id === id);
    if (!order) throw new AdminError(404, "Data tidak ditemukan");
    if (path.startsWith("transaction-support-document/"))
      return { data: [{ id: 1, shipment_no: 1, detail: [] }] };
    const spk = {
      tahun_anggaran: "2026",
      sumber_dana: "APBD",
      kode_rekening: "5102",
      paket_kerja: "ATK",
      pagu_anggaran: 1000,
    };
    return {
      data: {
        data: {
          id,
          invoice: `INV-${id}`,
          status: order.status,
          created_at: "2026-11-01T00:00:00Z",
          total_price: order.grand_total,
          shipping_cost: 0,
          total_ppn: 0,
          grand_total: order.grand_total,
          spk: order.spk ? spk : null,
          transaction_detail: [],
        },
        address: {},
      },
    };
  };
  const admin = {
    async get(path: string, schema: { parse(value: unknown): unknown }) {
      calls.push(path);
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return schema.parse(body(path));
    },
  } as unknown as AdminClient;
  return { admin, calls, peak: () => peak };
}

let clock = 0;
const now = () => clock;

beforeEach(() => {
  clearFactsCache();
  clock = 1_000_000;
});

describe("loadOrderFacts", () => {
  it("reads each order once, at most CONCURRENT_READS at a time, and the receipts of shipped ones", async () => {
    const orders = Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      status: ["document", "paid", "partial delivery"][i % 3],
      grand_total: 1000,
      spk: true,
    }));
    const host = fakeHost(orders);
    const facts = await loadOrderFacts(host.admin, 5, { now });
    expect(facts.map((order) => order.id)).toEqual(orders.map((order) => order.id));
    expect(host.calls.filter((call) => call.startsWith("transaction/")).length).toBe(1 + 30);
    expect(host.calls.filter((call) => call.startsWith("transaction-support-document/")).length).toBe(10);
    // Two reads per shipped order run together: at most twice the limit, never the whole list.
    expect(host.peak()).toBeLessThanOrEqual(2 * CONCURRENT_READS);
    expect(host.peak()).toBeGreaterThan(1);
  });

  it("keeps an order while its list stamp holds; a new status or total reads it again", async () => {
    const orders = [
      { id: 1, status: "document", grand_total: 1000, spk: true },
      { id: 2, status: "pending", grand_total: 2000, spk: false },
      { id: 3, status: "confirmed", grand_total: 3000, spk: false },
    ];
    const host = fakeHost(orders);
    await loadOrderFacts(host.admin, 5, { now });
    host.calls.length = 0;
    clock += 10 * RECEIPTS_FRESH_MS;
    expect((await loadOrderFacts(host.admin, 5, { now })).map((order) => order.grandTotal)).toEqual([
      1000, 2000, 3000,
    ]);
    expect(host.calls).toEqual(["transaction/list-transaction/5"]);

    orders[1].grand_total = 2500; // a negotiation round
    orders[2].status = "document"; // the budget data stored
    orders[2].spk = true;
    host.calls.length = 0;
    const facts = await loadOrderFacts(host.admin, 5, { now });
    expect(host.calls.sort()).toEqual(["transaction/2", "transaction/3", "transaction/list-transaction/5"]);
    expect(facts[1].grandTotal).toBe(2500);
    expect(facts[2].budget?.packageName).toBe("ATK");
  });

  it("reads a shipped order's receipt records again once older than a minute, not its detail", async () => {
    const host = fakeHost([
      { id: 1, status: "shipped", grand_total: 1000, spk: true },
      // Paid, not shipped: no receipt record can come without a new status.
      { id: 2, status: "paid", grand_total: 1000, spk: true },
    ]);
    await loadOrderFacts(host.admin, 5, { now });
    host.calls.length = 0;
    clock += RECEIPTS_FRESH_MS - 1;
    await loadOrderFacts(host.admin, 5, { now });
    expect(host.calls).toEqual(["transaction/list-transaction/5"]);
    host.calls.length = 0;
    clock += 1;
    await loadOrderFacts(host.admin, 5, { now });
    expect(host.calls).toEqual(["transaction/list-transaction/5", "transaction-support-document/1"]);
  });

  it("keeps each buyer's orders apart and forgets orders no longer listed", async () => {
    const mine = fakeHost([{ id: 1, status: "document", grand_total: 1000, spk: true }]);
    await loadOrderFacts(mine.admin, 5, { now });
    const theirs = fakeHost([{ id: 1, status: "document", grand_total: 1000, spk: false }]);
    // Same order id and stamp under another buyer: read, not taken from the first buyer's.
    expect((await loadOrderFacts(theirs.admin, 6, { now }))[0].budget).toBeNull();
    expect(theirs.calls).toContain("transaction/1");
    const emptied = fakeHost([]);
    expect(await loadOrderFacts(emptied.admin, 5, { now })).toEqual([]);
  });

  it("reads only what `only` accepts, and leaves out an order gone since the list", async () => {
    const host = fakeHost(
      [
        { id: 1, status: "document", grand_total: 1000, spk: true },
        { id: 2, status: "document", grand_total: 1000, spk: true },
      ],
      [3],
    );
    const facts = await loadOrderFacts(host.admin, 5, { now, only: (item) => item.id !== 1 });
    expect(facts.map((order) => order.id)).toEqual([2]);
    expect(host.calls).toContain("transaction/3");
    expect(host.calls).not.toContain("transaction/1");
  });
});
