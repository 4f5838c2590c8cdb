import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost, type TestHost } from "./support/host.ts";
import { addLine, buyerWithAddress, stockedProducts, type OrderBuyer } from "./orders-support.ts";

let host: TestHost;
let buyer: OrderBuyer;
let other: OrderBuyer;

beforeAll(async () => {
  host = await startHost();
  [buyer, other] = await Promise.all([buyerWithAddress(host), buyerWithAddress(host)]);
});
afterAll(() => host.close());

describe("expedition", () => {
  it("lists jne, pos, tiki enabled and one disabled courier", async () => {
    const res = await host.api("expedition", { token: buyer.token });
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(
      res.body.data.map((c: { courier_code: string; status: string }) => [c.courier_code, c.status]),
    );
    expect(byCode).toEqual({ jne: "enabled", pos: "enabled", tiki: "enabled", sicepat: "disabled" });
  });

  it("needs a token", async () => {
    expect((await host.api("expedition")).status).toBe(401);
  });
});

describe("cart", () => {
  it("adds lines, lists them newest first with the product, and adds to an existing line", async () => {
    const [first, second] = stockedProducts(host, 2);
    const firstLine = await addLine(host, buyer, first, 2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addLine(host, buyer, second, 1);
    const again = await host.api("transaction/cart", {
      token: buyer.token,
      form: { customer_id: buyer.id, product_id: first, qty: 3 },
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      message: "Produk berhasil ditambahkan",
      data: { id: firstLine, qty: 5 },
    });

    const list = await host.api(`transaction/cart/list-cart/${buyer.id}`, { token: buyer.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((line: { product_id: number }) => line.product_id)).toEqual([second, first]);
    const line = list.body.data[1];
    expect(line).toMatchObject({ qty: 5, note: "", product: { id: first, status: "enabled" } });
    expect(typeof line.product.name).toBe("string");
    expect(Array.isArray(line.product.image)).toBe(true);
    expect(Array.isArray(line.product.promo)).toBe(true);
    expect(line.product.stock).toBeGreaterThan(0);
    // The quotation names each line's unit from here, without reading the product.
    expect(line.product.unit).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it("blocks more than the stock with the spec's message naming the quantity already in the cart", async () => {
    // Product 1 has exactly 10 in stock (catalogue fixture).
    await addLine(host, other, 1, 3);
    const res = await host.api("transaction/cart", { token: other.token, form: { product_id: 1, qty: 8 } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      "Kamu telah memasukan 3 barang ke dalam keranjang, kamu tidak bisa menambah jumlah barang di keranjang karena telah melebihi batas pembelian",
    );
    expect(res.body.errors.qty).toHaveLength(1);
    const list = await host.api(`transaction/cart/list-cart/${other.id}`, { token: other.token });
    expect(list.body.data.find((l: { product_id: number }) => l.product_id === 1).qty).toBe(3);
  });

  it.each([
    [{ product_id: "2", qty: "" }, "qty", "Jumlah wajib diisi"],
    [{ product_id: "2", qty: "0" }, "qty", "Jumlah minimal 1"],
    [{ product_id: "2", qty: "-4" }, "qty", "Jumlah harus berupa angka"],
    [{ product_id: "2", qty: "abc" }, "qty", "Jumlah harus berupa angka"],
    [{ product_id: "2", qty: "99999999999" }, "qty", "Jumlah terlalu besar"],
    [{ product_id: "999999", qty: "1" }, "product_id", "Produk tidak ditemukan"],
    [{ product_id: "7", qty: "1" }, "product_id", "Produk dinonaktifkan"],
    [{ product_id: "'; DROP TABLE carts; --", qty: "1" }, "product_id", "Produk tidak ditemukan"],
  ])("refuses %o with 422 on %s", async (fields, field, message) => {
    const res = await host.api("transaction/cart", { token: buyer.token, form: fields });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it("refuses a customer_id or list of another buyer with 404", async () => {
    const [product] = stockedProducts(host, 1);
    expect(
      (
        await host.api("transaction/cart", {
          token: buyer.token,
          form: { customer_id: other.id, product_id: product, qty: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await host.api(`transaction/cart/list-cart/${other.id}`, { token: buyer.token })).status).toBe(
      404,
    );
  });

  it("answers 401 without a token or with an expired one", async () => {
    expect((await host.api(`transaction/cart/list-cart/${buyer.id}`)).status).toBe(401);
    const expired = await host.createBuyer();
    host.db.run("UPDATE customer_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE customer_id = ?", [
      expired.id,
    ]);
    const res = await host.api(`transaction/cart/list-cart/${expired.id}`, { token: expired.token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthenticated." });
  });

  it("updates the note and the quantity with _method=PUT", async () => {
    const [product] = stockedProducts(host, 3).slice(2);
    const cartId = await addLine(host, buyer, product, 1);
    const note = await host.api(`transaction/cart/update-note/${cartId}`, {
      token: buyer.token,
      form: { _method: "PUT", note: "Warna <b>biru</b>" },
    });
    expect(note.status).toBe(200);
    expect(note.body.data).toMatchObject({ note: "Warna <b>biru</b>", qty: 1 });
    const qty = await host.api(`transaction/cart/update-note/${cartId}`, {
      token: buyer.token,
      form: { _method: "PUT", qty: "4" },
    });
    expect(qty.body.data).toMatchObject({ note: "Warna <b>biru</b>", qty: 4 });
  });

  it.each([
    [{ qty: "-1" }, "QTY tidak boleh negatif!"],
    [{ qty: "0" }, "Jumlah minimal 1"],
    [{ qty: "9999999" }, "Stok tidak mencukupi"],
    [{ note: "x".repeat(10_000) }, "Catatan maksimal 255 karakter"],
    [{}, "Tidak ada data yang diubah"],
  ])("refuses the line update %o", async (fields, message) => {
    const [product] = stockedProducts(host, 4).slice(3);
    const cartId = await addLine(host, buyer, product, 1);
    const before = host.db.get("SELECT qty, note, updated_at FROM carts WHERE id = ?", [cartId]);
    const res = await host.api(`transaction/cart/update-note/${cartId}`, {
      token: buyer.token,
      form: { _method: "PUT", ...fields },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(message);
    expect(host.db.get("SELECT qty, note, updated_at FROM carts WHERE id = ?", [cartId])).toEqual(before);
  });

  it("deletes a line (DELETE or POST _method=DELETE); another buyer's line is 404 and stays", async () => {
    const [a, b] = stockedProducts(host, 6).slice(4);
    const mine = await addLine(host, buyer, a, 1);
    const theirs = await addLine(host, other, b, 1);
    expect(
      (await host.api(`transaction/cart/delete-cart/${theirs}`, { token: buyer.token, method: "DELETE" }))
        .status,
    ).toBe(404);
    expect(
      (
        await host.api(`transaction/cart/update-note/${theirs}`, {
          token: buyer.token,
          form: { _method: "PUT", qty: 2 },
        })
      ).status,
    ).toBe(404);
    expect(host.db.get("SELECT qty FROM carts WHERE id = ?", [theirs])).toMatchObject({ qty: 1 });
    const deleted = await host.api(`transaction/cart/delete-cart/${mine}`, {
      token: buyer.token,
      form: { _method: "DELETE" },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Produk berhasil dihapus" });
    expect(host.db.get("SELECT 1 FROM carts WHERE id = ?", [mine])).toBeUndefined();
  });
});
