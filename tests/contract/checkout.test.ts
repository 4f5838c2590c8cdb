import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestHost } from "./support/host.ts";
import {
  startOrderWorld,
  addLine,
  chooseShipping,
  startCheckout,
  stockOf,
  type OrderBuyer,
} from "./orders-support.ts";

let host: TestHost, buyer: OrderBuyer, other: OrderBuyer, products: number[];

beforeAll(async () => {
  ({ host, buyer, other, products } = await startOrderWorld(12));
});
afterAll(() => host.close());

const detail = (checkoutId: number, token = buyer.token) =>
  host.api(`transaction/checkout/detail-checkout/${checkoutId}`, { token });

describe("checkout start", () => {
  it("creates a checkout from selected lines with the given quantities", async () => {
    const cartId = await addLine(host, buyer, products[0], 1);
    const res = await host.api("transaction/checkout", {
      token: buyer.token,
      form: { customer_id: buyer.id, "cart_id[]": [cartId], "qty[]": [3] },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toEqual(expect.any(Number));
    const view = await detail(res.body.id);
    expect(view.status).toBe(200);
    const [line] = view.body.data.checkout_detail;
    expect(line).toMatchObject({
      cart_id: cartId,
      product_id: products[0],
      qty: 3,
      is_nego: 0,
      is_partial: 0,
      has_partial: [],
      price_nego: null,
    });
    expect(line.subtotal).toBe(line.price * 3);
    expect(view.body.data).toMatchObject({
      shipping_courier: null,
      shipping_cost: null,
      address: null,
      transaction_id: null,
    });
    expect(host.db.get("SELECT qty FROM carts WHERE id = ?", [cartId])).toMatchObject({ qty: 3 });
  });

  it.each([
    [{}, "Silahkan Pilih Produk!"],
    [{ "cart_id[]": ["abc"], "qty[]": ["1"] }, "Silahkan Pilih Produk!"],
    [{ "cart_id[]": ["1 OR 1=1"], "qty[]": ["1"] }, "Silahkan Pilih Produk!"],
    [{ "cart_id[]": ["1"], "qty[]": ["99999999999999999999"] }, "Jumlah terlalu besar"],
    [{ "cart_id[]": ["1"], "qty[]": ["0"] }, "Jumlah minimal 1"],
    [{ "cart_id[]": ["1", "2"], "qty[]": ["1"] }, "Jumlah produk tidak sesuai"],
  ])("refuses %o", async (fields, message) => {
    const res = await host.api("transaction/checkout", { token: buyer.token, form: fields });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
  });

  it("refuses a disabled product and too little stock with the product's name", async () => {
    const cartId = await addLine(host, buyer, products[1], 1);
    const over = await host.api("transaction/checkout", {
      token: buyer.token,
      form: { "cart_id[]": [cartId], "qty[]": [stockOf(host, products[1]) + 1] },
    });
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/^Stok produk .+ tidak mencukupi$/);
    host.db.run("UPDATE products SET status = 'disabled' WHERE id = ?", [products[1]]);
    const disabled = await host.api("transaction/checkout", {
      token: buyer.token,
      form: { "cart_id[]": [cartId], "qty[]": [1] },
    });
    host.db.run("UPDATE products SET status = 'enabled' WHERE id = ?", [products[1]]);
    expect(disabled.status).toBe(422);
    expect(disabled.body.message).toMatch(/^Produk .+ dinonaktifkan$/);
  });

  it("answers 404 for another buyer's cart line or checkout, 401 without token", async () => {
    const theirs = await addLine(host, other, products[2], 1);
    expect(
      (
        await host.api("transaction/checkout", {
          token: buyer.token,
          form: { "cart_id[]": [theirs], "qty[]": [1] },
        })
      ).status,
    ).toBe(404);
    const theirCheckout = await startCheckout(host, other, [[products[3], 1]]);
    expect((await detail(theirCheckout)).status).toBe(404);
    expect((await host.api(`transaction/checkout/detail-checkout/${theirCheckout}`)).status).toBe(401);
  });
});

describe("shipping", () => {
  it("quotes every service of a courier, deterministically from province and weight", async () => {
    const checkoutId = await startCheckout(host, buyer, [[products[4], 2]]);
    const quote = () =>
      host.api(`transaction/checkout/get-shipping-cost/${checkoutId}`, {
        token: buyer.token,
        form: { satker_id: buyer.addressId, courier: "jne" },
      });
    const first = await quote();
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    const [shipment] = first.body.data;
    expect(shipment.partial_id).toBe(1);
    expect(shipment.services.map((s: { service: string }) => s.service)).toEqual(["REG", "YES", "OKE"]);
    for (const service of shipment.services) {
      expect(service.cost.value % 500).toBe(0);
      expect(service.cost.value).toBeGreaterThan(0);
      expect(service.cost.etd).toMatch(/^\d+-\d+$/);
    }
    // Bali to Bali at 6,000 per kg for REG.
    const kg = Math.max(1, Math.ceil(shipment.weight / 1000));
    expect(shipment.services[0].cost.value).toBe(Math.ceil((kg * 6000) / 500) * 500);
    expect((await quote()).body).toEqual(first.body);
  });

  it("quotes one shipment per partial part and stores the partials", async () => {
    const checkoutId = await startCheckout(host, buyer, [
      [products[5], 5],
      [products[6], 1],
    ]);
    const view = await detail(checkoutId);
    const [split, whole] = view.body.data.checkout_detail;
    const res = await host.api(`transaction/checkout/get-shipping-cost/${checkoutId}`, {
      token: buyer.token,
      form: {
        satker_id: buyer.addressId,
        courier: "tiki",
        [`partial[${split.id}]`]: "2,3",
        [`partial[${whole.id}]`]: "",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { partial_id: number }) => s.partial_id)).toEqual([1, 2]);
    const after = await detail(checkoutId);
    expect(after.body.data.checkout_detail[0]).toMatchObject({
      is_partial: 1,
      has_partial: [{ qty: 2 }, { qty: 3 }],
    });
  });

  it.each([
    [{ courier: "sicepat" }, "courier", "Kurir tidak tersedia"],
    [{ courier: "dhl" }, "courier", "Kurir tidak tersedia"],
    [{ courier: "jne", satker_id: "999999" }, "satker_id", "Alamat tidak ditemukan"],
    [
      { courier: "jne", "partial[X]": "1,1" },
      "partial",
      "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan",
    ],
  ])("refuses the quote %o", async (fields, field, message) => {
    const checkoutId = await startCheckout(host, buyer, [[products[7], 2]]);
    const body: Record<string, string | number> = { satker_id: buyer.addressId, ...fields };
    const res = await host.api(`transaction/checkout/get-shipping-cost/${checkoutId}`, {
      token: buyer.token,
      form: body,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it("refuses partials that do not add up or equal the quantity", async () => {
    const checkoutId = await startCheckout(host, buyer, [[products[7], 4]]);
    const lineId = (await detail(checkoutId)).body.data.checkout_detail[0].id;
    for (const parts of ["1,2", "4", "2,a", "3,3"]) {
      const res = await host.api(`transaction/checkout/get-shipping-cost/${checkoutId}`, {
        token: buyer.token,
        form: { satker_id: buyer.addressId, courier: "jne", [`partial[${lineId}]`]: parts },
      });
      expect(res.status, parts).toBe(422);
    }
  });

  it("stores the host's own figures; another buyer's address is refused; a new courier drops the shipping negotiation", async () => {
    const checkoutId = await startCheckout(host, buyer, [[products[8], 1]]);
    const stored = await chooseShipping(host, buyer, checkoutId);
    expect(stored).toMatchObject({
      shipping_courier: "jne",
      shipping_service: "REG",
      satker_id: buyer.addressId,
    });
    expect(stored.shipping_cost).toBe(stored.shipping_costs[0].shipping_cost);
    expect(stored.address).toMatchObject({ id: buyer.addressId, customer_address: { province_id: 51 } });

    const lie = await host.api(`transaction/checkout/store-shipping-cost/${checkoutId}`, {
      token: buyer.token,
      json: {
        satker_id: buyer.addressId,
        shipping_courier: "jne",
        shipping_service: "REG",
        shipping_costs: [{ partial_id: 1, shipping_cost: 1, etd: "1-1" }],
      },
    });
    expect(lie.status).toBe(200);
    expect(lie.body.data.shipping_cost).toBe(stored.shipping_cost);

    const foreign = await host.api(`transaction/checkout/store-shipping-cost/${checkoutId}`, {
      token: buyer.token,
      json: {
        satker_id: other.addressId,
        shipping_courier: "jne",
        shipping_service: "REG",
        shipping_costs: [{ partial_id: 1 }],
      },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.satker_id).toEqual(["Alamat tidak ditemukan"]);

    const badService = await host.api(`transaction/checkout/store-shipping-cost/${checkoutId}`, {
      token: buyer.token,
      json: {
        satker_id: buyer.addressId,
        shipping_courier: "jne",
        shipping_service: "ONS",
        shipping_costs: [{ partial_id: 1 }],
      },
    });
    expect(badService.body.errors.shipping_service).toEqual(["Layanan Tidak Tersedia"]);

    const nego = await host.api("transaction/checkout/shipping-negotiation", {
      token: buyer.token,
      form: { checkout_id: checkoutId, shipping_cost_nego: "5000" },
    });
    expect(nego.body).toMatchObject({
      message: "Negosiasi ongkir berhasil disimpan",
      data: { shipping_cost_nego: 5000 },
    });
    const sameCourier = await chooseShipping(host, buyer, checkoutId, "jne", "OKE");
    expect(sameCourier.shipping_cost_nego).toBe(5000);
    const newCourier = await chooseShipping(host, buyer, checkoutId, "pos", "REGULER");
    expect(newCourier.shipping_cost_nego).toBeNull();
  });
});

describe("negotiation on the checkout", () => {
  it("sets and cancels shipping and price negotiation, with the totals of 000 §9", async () => {
    const checkoutId = await startCheckout(host, buyer, [[products[9], 3]]);
    const early = await host.api("transaction/checkout/shipping-negotiation", {
      token: buyer.token,
      form: { checkout_id: checkoutId, shipping_cost_nego: "5000" },
    });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe("Silahkan pilih kurir terlebih dahulu");
    const shipped = await chooseShipping(host, buyer, checkoutId);
    const lineId = shipped.checkout_detail[0].id;

    const price = await host.api("transaction/checkout/price-negotiation", {
      token: buyer.token,
      form: { checkout_detail_id: lineId, price_nego: "1000" },
    });
    expect(price.status).toBe(200);
    expect(price.body.message).toBe("Negosiasi harga berhasil disimpan");
    const ship = await host.api("transaction/checkout/shipping-negotiation", {
      token: buyer.token,
      form: { checkout_id: checkoutId, shipping_cost_nego: "7000" },
    });
    const data = ship.body.data;
    expect(data.checkout_detail[0]).toMatchObject({ price_nego: 1000, subtotal_nego: 3000, is_nego: 1 });
    expect(data.total_price_nego).toBe(3000);
    expect(data.total_ppn).toBe(330);
    expect(data.grand_total).toBe(3000 + 330 + 7000);

    const cancelPrice = await host.api("transaction/checkout/price-negotiation", {
      token: buyer.token,
      form: { checkout_detail_id: lineId, price_nego: "" },
    });
    expect(cancelPrice.body.message).toBe("Negosiasi harga dibatalkan");
    const cancelShip = await host.api("transaction/checkout/shipping-negotiation", {
      token: buyer.token,
      form: { checkout_id: checkoutId, shipping_cost_nego: "" },
    });
    expect(cancelShip.body.message).toBe("Negosiasi ongkir dibatalkan");
    const plain = cancelShip.body.data;
    expect(plain).toMatchObject({ shipping_cost_nego: null, total_price_nego: null });
    expect(plain.checkout_detail[0]).toMatchObject({ price_nego: null, subtotal_nego: null, is_nego: 0 });
    const subtotal = plain.checkout_detail[0].subtotal;
    expect(plain.total_ppn).toBe(Math.round((subtotal * 11) / 100));
    expect(plain.grand_total).toBe(subtotal + plain.total_ppn + plain.shipping_cost);
  });

  it.each([
    ["shipping-negotiation", "shipping_cost_nego", "123456789", "Data terlalu panjang!"],
    ["shipping-negotiation", "shipping_cost_nego", "-5", "Pastikan data yang diinput berupa angka"],
    ["price-negotiation", "price_nego", "12345678901", "Data terlalu panjang!"],
    ["price-negotiation", "price_nego", "1e5", "Pastikan data yang diinput berupa angka"],
  ])("%s refuses %s=%s", async (path, field, value, message) => {
    const checkoutId = await startCheckout(host, buyer, [[products[10], 1]]);
    const shipped = await chooseShipping(host, buyer, checkoutId);
    const res = await host.api(`transaction/checkout/${path}`, {
      token: buyer.token,
      form: { checkout_id: checkoutId, checkout_detail_id: shipped.checkout_detail[0].id, [field]: value },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it("refuses a price offer of 0 or above the line's price and a shipping offer above the quote", async () => {
    const checkoutId = await startCheckout(host, buyer, [[products[10], 1]]);
    const shipped = await chooseShipping(host, buyer, checkoutId);
    const line = shipped.checkout_detail[0];
    const offer = (path: string, fields: Record<string, string | number>) =>
      host.api(`transaction/checkout/${path}`, { token: buyer.token, form: fields });
    const cases: [string, Record<string, string | number>, string, string][] = [
      [
        "price-negotiation",
        { checkout_detail_id: line.id, price_nego: line.price + 1 },
        "price_nego",
        "Harga negosiasi tidak boleh melebihi harga normal",
      ],
      [
        "price-negotiation",
        { checkout_detail_id: line.id, price_nego: "0" },
        "price_nego",
        "Harga negosiasi harus lebih dari Rp. 0",
      ],
      [
        "shipping-negotiation",
        { checkout_id: checkoutId, shipping_cost_nego: shipped.shipping_cost + 1 },
        "shipping_cost_nego",
        "Ongkos kirim negosiasi tidak boleh melebihi ongkos kirim normal",
      ],
    ];
    for (const [path, fields, field, message] of cases) {
      const res = await offer(path, fields);
      expect(res.status, message).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    // The limits themselves stand.
    expect(
      (await offer("price-negotiation", { checkout_detail_id: line.id, price_nego: line.price })).status,
    ).toBe(200);
    const atQuote = await offer("shipping-negotiation", {
      checkout_id: checkoutId,
      shipping_cost_nego: shipped.shipping_cost,
    });
    expect(atQuote.status).toBe(200);
    expect(atQuote.body.data.checkout_detail[0].price_nego).toBe(line.price);
  });

  it("refuses another buyer's checkout and line with 404 and changes nothing", async () => {
    const theirs = await startCheckout(host, other, [[products[11], 1]]);
    const their = await detail(theirs, other.token);
    const ship = await host.api("transaction/checkout/shipping-negotiation", {
      token: buyer.token,
      form: { checkout_id: theirs, shipping_cost_nego: "1" },
    });
    const price = await host.api("transaction/checkout/price-negotiation", {
      token: buyer.token,
      form: { checkout_detail_id: their.body.data.checkout_detail[0].id, price_nego: "1" },
    });
    const quote = await host.api(`transaction/checkout/get-shipping-cost/${theirs}`, {
      token: buyer.token,
      form: { satker_id: buyer.addressId, courier: "jne" },
    });
    expect([ship.status, price.status, quote.status]).toEqual([404, 404, 404]);
    expect((await detail(theirs, other.token)).body).toEqual(their.body);
  });
});
