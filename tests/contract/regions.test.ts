import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost, type TestHost } from "./support/host.ts";

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

const count = (table: string) => host.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)?.n;

describe("regions", () => {
  it("hold the whole of Indonesia: 38 provinces, 514 regencies, 7,285 districts", async () => {
    const provinces = await host.api("customer/province");
    expect(provinces.status).toBe(200);
    expect(provinces.body.data).toHaveLength(38);
    expect(provinces.body.data).toContainEqual({ province_id: 51, province_name: "Bali" });
    expect(count("regencies")).toBe(514);
    expect(count("districts")).toBe(7285);
  });

  it("list a province's regencies with a five-digit postal code each", async () => {
    const res = await host.api("customer/district/51");
    expect(res.body.data).toHaveLength(9);
    expect(res.body.data).toContainEqual({
      city_id: 5171,
      city_name: "Kota Denpasar",
      postal_code: expect.stringMatching(/^\d{5}$/),
      province_id: 51,
    });
    const codes = host.db.all<{ postal_code: string }>("SELECT postal_code FROM regencies");
    expect(codes.every((row) => /^\d{5}$/.test(row.postal_code))).toBe(true);
  });

  it("list a regency's districts", async () => {
    const res = await host.api("customer/sub-district/5171");
    expect(res.body.data.map((d: { subdistrict_name: string }) => d.subdistrict_name)).toEqual([
      "Denpasar Barat",
      "Denpasar Selatan",
      "Denpasar Timur",
      "Denpasar Utara",
    ]);
    expect(res.body.data[0]).toEqual({
      subdistrict_id: 517103,
      subdistrict_name: "Denpasar Barat",
      city_id: 5171,
    });
  });

  it("answer 404 for unknown or malformed ids", async () => {
    for (const path of [
      "customer/district/99",
      "customer/district/abc",
      "customer/sub-district/9999",
      "customer/sub-district/-1",
    ]) {
      const res = await host.api(path);
      expect(res.status, path).toBe(404);
      expect(typeof res.body.message).toBe("string");
    }
  });
});
