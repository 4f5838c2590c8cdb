import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressForm } from "./support/forms.ts";
import { startHost, type Buyer, type TestHost } from "./support/host.ts";
import { expectUnauthenticated } from "./support/unauthenticated.ts";

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

const addressCount = (customerId: number) =>
  host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM addresses WHERE customer_id = ?", [customerId])?.n;

async function createAddress(buyer: Buyer, overrides: Record<string, string> = {}) {
  const res = await host.api("customer/address/create", {
    token: buyer.token,
    form: { customer_id: String(buyer.id), ...addressForm(overrides) },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe("address book", () => {
  it("creates, lists, reads, updates and deletes an entry", async () => {
    const buyer = await host.createBuyer();
    const created = await createAddress(buyer);
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Sub Bagian Umum",
      customer_id: buyer.id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      customer_address: {
        id: created.id,
        satker_id: created.id,
        receipt_name: "Gede Pasek",
        receipt_phone_number: "081337001122",
        address: "Jl. Ngurah Rai No. 10",
        province_id: 51,
        district_id: 5171,
        sub_district_id: 517102,
        postal_code: expect.stringMatching(/^\d{5}$/),
        province: { province_id: 51, province_name: "Bali" },
        district: {
          city_id: 5171,
          city_name: "Kota Denpasar",
          postal_code: created.customer_address.postal_code,
        },
        sub_district: { subdistrict_id: 517102, subdistrict_name: "Denpasar Timur" },
      },
    });

    const list = await host.api(`customer/address/list/${buyer.id}`, { token: buyer.token });
    expect(list.body.data).toEqual([created]);
    const edit = await host.api(`customer/address/edit/${created.id}`, { token: buyer.token });
    expect(edit.body.data).toEqual(created);

    const update = await host.api(`customer/address/update/${created.id}`, {
      token: buyer.token,
      form: {
        _method: "PUT",
        ...addressForm({
          name: "Bagian Keuangan",
          province_id: "52",
          district_id: "5271",
          sub_district_id: "527103",
        }),
      },
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({
      status: "Success",
      message: "Data anda telah berhasil diperbaharui",
      data: {
        name: "Bagian Keuangan",
        customer_address: { province: { province_name: "Nusa Tenggara Barat" } },
      },
    });

    const removed = await host.api(`customer/address/delete/${created.id}`, {
      method: "DELETE",
      token: buyer.token,
    });
    expect(removed.body).toEqual({ status: "Success", message: "Alamat berhasil dihapus" });
    expect((await host.api(`customer/address/edit/${created.id}`, { token: buyer.token })).status).toBe(404);
  });

  it("deletes through POST with _method=DELETE", async () => {
    const buyer = await host.createBuyer();
    const created = await createAddress(buyer);
    const res = await host.api(`customer/address/delete/${created.id}`, {
      token: buyer.token,
      form: { _method: "DELETE" },
    });
    expect(res.status).toBe(200);
    expect(addressCount(buyer.id)).toBe(0);
  });

  it("needs a token for every call", async () => {
    await expectUnauthenticated(host, {
      list: { path: "customer/address/list/1" },
      create: { path: "customer/address/create", form: { customer_id: "1", ...addressForm() } },
      edit: { path: "customer/address/edit/1" },
      update: { path: "customer/address/update/1", method: "PUT", form: addressForm() },
      delete: { path: "customer/address/delete/1", method: "DELETE" },
    });
    expect(addressCount(1)).toBe(2);
  });

  it("treats another customer's entries as missing and changes nothing", async () => {
    const buyer = await host.createBuyer();
    const demoAddress = host.db.get<Record<string, unknown>>("SELECT * FROM addresses WHERE id = 1");
    expect((await host.api("customer/address/list/1", { token: buyer.token })).status).toBe(404);
    expect((await host.api("customer/address/edit/1", { token: buyer.token })).status).toBe(404);
    const update = await host.api("customer/address/update/1", {
      token: buyer.token,
      form: { _method: "PUT", ...addressForm() },
    });
    expect(update.status).toBe(404);
    expect(
      (await host.api("customer/address/delete/1", { method: "DELETE", token: buyer.token })).status,
    ).toBe(404);
    const foreignCreate = await host.api("customer/address/create", {
      token: buyer.token,
      form: { customer_id: "1", ...addressForm() },
    });
    expect(foreignCreate.status).toBe(404);
    expect(host.db.get("SELECT * FROM addresses WHERE id = 1")).toEqual(demoAddress);
    expect(addressCount(1)).toBe(2);
    expect(addressCount(buyer.id)).toBe(0);
  });

  it("validates with the spec's messages", async () => {
    const buyer = await host.createBuyer();
    const empty = await host.api("customer/address/create", { token: buyer.token, form: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      receipt_name: ["Nama penerima tidak boleh kosong"],
      receipt_phone_number: ["No telepon tidak boleh kosong"],
      address: ["Alamat tidak boleh kosong"],
      name: ["Satuan kerja tidak boleh kosong"],
      province_id: ["Silahkan pilih provinsi"],
      district_id: ["Silahkan pilih kabupaten"],
      sub_district_id: ["Silahkan pilih kecamatan"],
    });
    const cases: [Record<string, string>, string, string][] = [
      [
        { receipt_phone_number: "0813-3700" },
        "receipt_phone_number",
        "Pastikan data yang diinput berupa angka",
      ],
      [{ receipt_phone_number: "1".repeat(16) }, "receipt_phone_number", "No telepon terlalu panjang!"],
      [{ address: "x".repeat(10_000) }, "address", "Alamat terlalu panjang!"],
      [{ name: "y".repeat(201) }, "name", "Satuan kerja terlalu panjang!"],
      [{ province_id: "-1" }, "province_id", "Silahkan pilih provinsi"],
      [{ district_id: "99999999999999" }, "district_id", "Silahkan pilih kabupaten"],
      [
        { sub_district_id: "527101" },
        "sub_district_id",
        "Kecamatan tidak sesuai dengan provinsi dan kabupaten yang dipilih",
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await host.api("customer/address/create", {
        token: buyer.token,
        form: addressForm(change),
      });
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    const json = await host.api("customer/address/create", {
      token: buyer.token,
      json: { ...addressForm(), province_id: [51] },
    });
    expect(json.status).toBe(422);
    expect(addressCount(buyer.id)).toBe(0);
  });

  it("keeps SQL and HTML text verbatim", async () => {
    const buyer = await host.createBuyer();
    const text = `<img src=x onerror=alert(1)>'; DELETE FROM addresses; --`;
    const created = await createAddress(buyer, { name: text, address: text });
    expect(created.name).toBe(text);
    expect(created.customer_address.address).toBe(text);
    expect(addressCount(1)).toBe(2);
  });

  it("refuses an update whose body does not say PUT", async () => {
    const buyer = await host.createBuyer();
    const created = await createAddress(buyer);
    const res = await host.api(`customer/address/update/${created.id}`, {
      token: buyer.token,
      form: addressForm({ name: "Lain" }),
    });
    expect(res.status).toBe(405);
    expect(
      (await host.api(`customer/address/edit/${created.id}`, { token: buyer.token })).body.data.name,
    ).toBe("Sub Bagian Umum");
  });
});

describe("request encodings and error shapes (shown on the address calls)", () => {
  it("accepts JSON as well as a form", async () => {
    const buyer = await host.createBuyer();
    const res = await host.api("customer/address/create", {
      token: buyer.token,
      json: { ...addressForm(), province_id: 51, district_id: 5171, sub_district_id: 517102 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.customer_address.sub_district_id).toBe(517102);
  });

  it("answers 400 for a body that is not JSON or not an object, and 413 past 1 MB", async () => {
    const buyer = await host.createBuyer();
    for (const body of ["{not json", "[1,2]", '"text"']) {
      const res = await fetch(`${host.url}/api/customer/address/create`, {
        method: "POST",
        headers: { Authorization: `Bearer ${buyer.token}`, "Content-Type": "application/json" },
        body,
      });
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ message: "Format JSON tidak valid." });
    }
    const huge = await host.api("customer/address/create", {
      token: buyer.token,
      form: { ...addressForm(), address: "x".repeat(1_100_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: "Data yang dikirim terlalu besar." });
    expect(addressCount(buyer.id)).toBe(0);
  });

  it("keeps the connection usable after a 413", async () => {
    // One kept-alive socket: the second request must travel on the one that carried the oversize body.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${host.url}/api/${path}`, {
          agent,
          method: body === undefined ? "GET" : "POST",
          headers: body === undefined ? {} : { "Content-Type": "application/x-www-form-urlencoded" },
        });
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("error", reject);
        request.setTimeout(3000, () => request.destroy(new Error("no answer")));
        request.end(body);
      });
    try {
      expect(await send("product/filter", `search=${"x".repeat(1_100_000)}`)).toBe(413);
      expect(await send("setting")).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("ignores bracketed keys that would reach object prototypes", async () => {
    const buyer = await host.createBuyer();
    const res = await host.api("customer/address/create", {
      token: buyer.token,
      form: { ...addressForm(), "__proto__[polluted]": "1", "constructor[prototype][polluted]": "1" },
    });
    expect(res.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("answers 404 JSON for unknown paths and methods", async () => {
    for (const [path, method] of [
      ["tidak-ada", "GET"],
      ["customer/address/list/1", "POST"],
      ["setting", "DELETE"],
    ]) {
      const res = await host.api(path, { method });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: "Alamat API tidak ditemukan" });
    }
  });
});
