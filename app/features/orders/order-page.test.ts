// The order page's one read of the order per request: the parent's loader and the tab's share it
// through the request's load context, and each gets a 404 of its own for another buyer's order.
import { describe, expect, it } from "vitest";
import { AdminError, type AdminClient } from "~/lib/admin/client.server";
import type { Order } from "~/lib/admin/orders.server";
import { readOrder, type OrderRequest } from "~/features/orders/order-page.server";

function request(answer: () => Promise<unknown>) {
  const paths: string[] = [];
  const admin = {
    get: (path: string) => {
      paths.push(path);
      return answer();
    },
  } as unknown as AdminClient;
  const req = { admin, transactionId: 7 } as OrderRequest;
  return { req, paths };
}

describe("readOrder", () => {
  it("reads an order once per load context, again for another request", async () => {
    const order = { data: { id: 7 } } as unknown as Order;
    const { req, paths } = request(async () => order);
    const context = {};
    const [parent, tab] = await Promise.all([readOrder(context, req), readOrder(context, req)]);
    expect(parent).toBe(order);
    expect(tab).toBe(order);
    expect(paths).toEqual(["transaction/7"]);
    await readOrder({}, req);
    await readOrder(undefined, req);
    expect(paths).toHaveLength(3);
  });

  it("answers each loader with a 404 of its own for the host's 404", async () => {
    const { req, paths } = request(async () => {
      throw new AdminError(404, "Transaksi tidak ditemukan");
    });
    const context = {};
    const thrown = await Promise.all(
      [readOrder(context, req), readOrder(context, req)].map((read) => read.catch((error: unknown) => error)),
    );
    expect(paths).toHaveLength(1);
    for (const answer of thrown) expect((answer as Response).status).toBe(404);
    expect(thrown[0]).not.toBe(thrown[1]);
  });
});
