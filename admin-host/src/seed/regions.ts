import { getDistricts, getProvinces, getRegencies } from "idn-area-data";
import type { Db } from "../db/index.ts";

/** "11.01.02" → 110102: region codes without dots are the numeric ids the API uses. */
const codeToId = (code: string) => Number(code.replaceAll(".", ""));

/**
 * The package has no postal codes, so each regency gets a stable synthetic one: the province's first
 * two digits followed by three digits derived from the regency code (documented in docs/admin-api.md).
 */
export function postalCodeFor(regencyId: number): string {
  const province = Math.floor(regencyId / 100);
  const local = (regencyId % 100) * 7 + 100;
  return `${province}${String(local % 1000).padStart(3, "0")}`;
}

export type RegionData = Awaited<ReturnType<typeof loadRegions>>;

export async function loadRegions() {
  const [provinces, regencies, districts] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
  ]);
  return { provinces, regencies, districts };
}

export function seedRegions(db: Db, { provinces, regencies, districts }: RegionData): void {
  db.tx(() => {
    for (const p of provinces)
      db.run("INSERT INTO provinces (id, name) VALUES (?, ?)", [codeToId(p.code), p.name]);
    for (const r of regencies) {
      const id = codeToId(r.code);
      db.run("INSERT INTO regencies (id, province_id, name, postal_code) VALUES (?, ?, ?, ?)", [
        id,
        codeToId(r.province_code),
        r.name,
        postalCodeFor(id),
      ]);
    }
    for (const d of districts) {
      db.run("INSERT INTO districts (id, regency_id, name) VALUES (?, ?, ?)", [
        codeToId(d.code),
        codeToId(d.regency_code),
        d.name,
      ]);
    }
  });
}
