import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost, type TestHost } from "./support/host.ts";

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

describe("operator API", () => {
  it("is invisible without the right key", async () => {
    for (const headers of [{}, { "X-Operator-Key": "salah" }] as Record<string, string>[]) {
      const res = await host.api("operator/customers", { json: {}, headers });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Alamat API tidak ditemukan" });
    }
    expect((await host.api("operator/outbox")).status).toBe(404);
  });

  it("creates verified buyers, unique unless told otherwise", async () => {
    const a = await host.operator("customers", {});
    const b = await host.operator("customers", { with_address: true });
    expect(a.status).toBe(201);
    expect(a.body.data).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      email: expect.any(String),
      password: expect.any(String),
    });
    expect(a.body.data.username).not.toBe(b.body.data.username);
    const token = await host.login(b.body.data.username, b.body.data.password);
    expect((await host.api(`customer/address/list/${b.body.data.id}`, { token })).body.data).toHaveLength(1);

    const chosen = await host.operator("customers", {
      username: "pembeli.uji",
      email: "uji@example.test",
      password: "rahasia-uji",
      name: "Satker Uji",
    });
    expect(chosen.body.data).toMatchObject({
      username: "pembeli.uji",
      email: "uji@example.test",
      password: "rahasia-uji",
    });
    const taken = await host.operator("customers", { username: "pembeli.uji" });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.username).toEqual(["Username sudah terdaftar silahkan gunakan yang lain"]);
    expect((await host.operator("customers", { password: "pendek" })).status).toBe(422);
  });

  it("verifies a registration and reads the outbox newest first", async () => {
    const form = {
      username: "baru.daftar",
      name: "Dinas Sosial",
      instance_name: "Pemkab Tabanan",
      email: "baru@example.test",
      password: "rahasia123",
      password_confirmation: "rahasia123",
      phone: "0812",
      birthdate: "1990-01-01",
      lspe: "1",
      kldi: "Pemkab Tabanan",
      gender: "1",
      province_id: "51",
      district_id: "5102",
      sub_district_id: "510201",
      address: "Jl. Gunung Agung",
      nip: "1",
      name_pp: "A",
      name_ppk: "B",
      satker: "Sekretariat",
      receipt_name: "C",
      receipt_phone_number: "0813",
      setuju: "on",
    };
    const created = await host.api("customer/create", { form });
    expect(created.status).toBe(201);
    await host.api("customer/forget-password?redirect_url=http://localhost/reset-password", {
      form: { email: form.email },
    });
    const outbox = (await host.operator("outbox?to=BARU@example.test")).body.data;
    expect(outbox.map((m: { subject: string }) => m.subject)).toEqual([
      "Atur ulang kata sandi",
      "Verifikasi email akun Anda",
    ]);
    expect(outbox[0]).toMatchObject({
      to: "baru@example.test",
      link: expect.stringContaining("http://localhost/reset-password?token="),
    });

    expect(
      (await host.api("customer/login", { form: { email: form.email, password: form.password } })).status,
    ).toBe(403);
    expect((await host.operator(`customers/${created.body.data.id}/verify`, {})).status).toBe(200);
    await host.login(form.email, form.password);
    expect((await host.operator("customers/99999/verify", {})).status).toBe(404);
  });

  it("switches faults on /api calls but never on operator calls", async () => {
    expect((await host.operator("faults", { mode: "error500", path_prefix: "/product" })).status).toBe(200);
    expect(await host.api("product/1")).toMatchObject({ status: 500, body: { message: "Server Error" } });
    expect((await host.api("setting")).status).toBe(200);

    await host.operator("faults", { mode: "error429", path_prefix: "/product" });
    const limited = await fetch(`${host.url}/api/product/1`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("7");
    expect(await limited.json()).toEqual({ message: "Too Many Attempts." });

    // Only one method: the posts fail, the reads of the same path still answer.
    const posts = await host.operator("faults", {
      mode: "error429",
      path_prefix: "/product",
      method: "POST",
    });
    expect(posts.body).toEqual({ data: { mode: "error429", path_prefix: "/product", method: "POST" } });
    expect((await host.api("product/1")).status).toBe(200);
    expect((await host.api("product/customer/view/1", { method: "POST" })).status).toBe(429);
    expect((await host.operator("faults", { mode: "none", method: "PATCH" })).status).toBe(422);

    await host.operator("faults", { mode: "malformed" });
    const malformed = await fetch(`${host.url}/api/setting`);
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();

    await host.operator("faults", { mode: "hang", path_prefix: "/category" });
    const hung = await fetch(`${host.url}/api/category`, { signal: AbortSignal.timeout(300) }).catch(
      (error: Error) => error.name,
    );
    expect(hung).toBe("TimeoutError");
    expect((await host.operator("outbox")).status).toBe(200);

    await host.operator("faults", { mode: "none" });
    expect((await host.api("category")).status).toBe(200);
    const bad = await host.operator("faults", { mode: "meledak" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.mode).toEqual([
      "mode harus salah satu dari: none, error500, error429, hang, malformed, unhandled",
    ]);
  });

  it("resets the demo data", async () => {
    const buyer = await host.createBuyer();
    await host.api("product/customer/view/2", { method: "POST", token: buyer.token });
    const res = await host.operator("reset", {});
    expect(res).toMatchObject({ status: 200, body: { message: "Data demo telah dipulihkan" } });
    expect((await host.api("user", { token: buyer.token })).status).toBe(401);
    expect(host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM customers")?.n).toBe(10);
    expect(host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM product_views")?.n).toBe(0);
    expect((await host.api("product/3")).body.data.count_review).toBe(12);
    expect((await fetch(`${host.url}/files/produk/3-1.webp`)).status).toBe(200);
    await host.login("demo", "demo12345");
  });
});

describe("latency", () => {
  it("delays /api calls by ADMIN_HOST_LATENCY_MS", async () => {
    const slow = await startHost({ latencyMs: 150 });
    try {
      const started = performance.now();
      expect((await slow.api("setting")).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    } finally {
      await slow.close();
    }
  });
});
