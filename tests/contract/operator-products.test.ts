import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost, type TestHost } from "./support/host.ts";
import { stockedProducts } from "./orders-support.ts";

let host: TestHost;
let product: number;

beforeAll(async () => {
  host = await startHost();
  [product] = stockedProducts(host, 1);
});
afterAll(() => host.close());

/** Whether product/filter lists the product on any of its pages. */
const listed = async (id: number) => {
  for (let page = 1, pageTotal = 1; page <= pageTotal; page++) {
    const answer = await host.api("product/filter", { form: { page } });
    pageTotal = answer.body.pageTotal as number;
    if (answer.body.products.some((item: { id: number }) => item.id === id)) return true;
  }
  return false;
};

describe("operator products API", () => {
  it("is routed only with the operator key", async () => {
    const res = await host.api(`operator/products/${product}`, { json: { status: "disabled" } });
    expect(res.status).toBe(404);
    expect((await host.api(`product/${product}`)).body.data.status).toBe("enabled");
  });

  it("disables a product: its page says so, the list drops it, carts refuse it; enabling undoes it", async () => {
    const buyer = await host.createBuyer();
    expect(await listed(product)).toBe(true);
    const res = await host.operator(`products/${product}`, { status: "disabled" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: product, status: "disabled" });
    expect((await host.api(`product/${product}`)).body.data.status).toBe("disabled");
    expect(await listed(product)).toBe(false);
    const add = await host.api("transaction/cart", {
      token: buyer.token,
      form: { customer_id: buyer.id, product_id: product, qty: 1 },
    });
    expect(add.status).toBe(422);

    expect((await host.operator(`products/${product}`, { status: "enabled" })).status).toBe(200);
    expect(await listed(product)).toBe(true);
  });

  it("sets the stock, keeping the status", async () => {
    const res = await host.operator(`products/${product}`, { stock: 2 });
    expect(res.body.data).toMatchObject({ id: product, status: "enabled", stock: 2 });
    expect((await host.api(`product/${product}`)).body.data.stock).toBe(2);
  });

  it.each([
    [{}, "Isi status atau stok"],
    [{ status: "hidden" }, "Status harus enabled atau disabled"],
    [{ stock: -1 }, "Stok tidak boleh negatif"],
    [{ stock: "banyak" }, "Stok harus berupa angka"],
    [{ stock: 1.5 }, "Stok harus berupa angka"],
  ])("refuses %o with 422 and changes nothing", async (body, message) => {
    const before = (await host.api(`product/${product}`)).body.data;
    const res = await host.operator(`products/${product}`, body);
    expect(res.status).toBe(422);
    expect(Object.values(res.body.errors).flat()).toContain(message);
    const after = (await host.api(`product/${product}`)).body.data;
    expect({ status: after.status, stock: after.stock }).toEqual({
      status: before.status,
      stock: before.stock,
    });
  });

  it("answers 404 for an unknown product", async () => {
    expect((await host.operator("products/999999", { stock: 1 })).status).toBe(404);
    expect((await host.operator("products/abc", { stock: 1 })).status).toBe(404);
  });
});
