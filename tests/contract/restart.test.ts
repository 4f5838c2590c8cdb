import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost, type TestHost } from "./support/host.ts";

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

describe("restart", () => {
  it("keeps customers, tokens, addresses, views and files, and does not seed again", async () => {
    const buyer = await host.createBuyer({ with_address: true });
    const address = (await host.api(`customer/address/list/${buyer.id}`, { token: buyer.token })).body
      .data[0];
    await host.api(`customer/address/update/${address.id}`, {
      method: "PUT",
      token: buyer.token,
      form: {
        receipt_name: "Tetap Ada",
        receipt_phone_number: "0811",
        address: "Jl. Setelah Restart 1",
        name: "Satker Awet",
        province_id: "51",
        district_id: "5171",
        sub_district_id: "517101",
      },
    });
    await host.api("product/customer/view/10", { method: "POST", token: buyer.token });
    const views = (await host.api("product/10")).body.data;
    const customers = host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM customers")?.n;
    const oldUrl = host.url;

    await host.restart();
    expect(host.url).not.toBe(oldUrl);

    expect((await host.api("user", { token: buyer.token })).body.username).toBe(buyer.username);
    const after = (await host.api(`customer/address/list/${buyer.id}`, { token: buyer.token })).body.data;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ name: "Satker Awet", customer_address: { receipt_name: "Tetap Ada" } });
    expect((await host.api("product/10")).body.data).toEqual(views);
    expect(host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM customers")?.n).toBe(customers);
    expect(host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM products")?.n).toBe(82);
    expect((await fetch(`${host.url}/files/produk/10-1.webp`)).status).toBe(200);
    await host.login(buyer.email, buyer.password);
  });
});
