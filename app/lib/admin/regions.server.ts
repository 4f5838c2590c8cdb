// Region lists (GET customer/province, customer/district/{id}, customer/sub-district/{id}) for
// the registration and address forms. They hardly ever change and are the same for everyone,
// so they are cached in memory and shared by all visitors.
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { AdminError, createAdminClient, dataOf, numeric } from "~/lib/admin/client.server";

/** One entry of a region select: ids travel as strings, as form fields do. */
export type Region = { id: string; name: string };

const CACHE_MS = 60 * 60 * 1000;

const regionsClient = createAdminClient({
  onUnauthenticated: () => Promise.reject(new Response("Region call answered 401", { status: 502 })),
});

const list = <Shape extends z.ZodRawShape>(
  shape: Shape,
  toRegion: (entry: z.infer<z.ZodObject<Shape>>) => Region,
) => dataOf(z.array(z.object(shape).transform(toRegion)));

const provinces = list({ province_id: numeric, province_name: z.string() }, (p) => ({
  id: String(p.province_id),
  name: p.province_name,
}));
const districts = list({ city_id: numeric, city_name: z.string() }, (d) => ({
  id: String(d.city_id),
  name: d.city_name,
}));
const subDistricts = list({ subdistrict_id: numeric, subdistrict_name: z.string() }, (s) => ({
  id: String(s.subdistrict_id),
  name: s.subdistrict_name,
}));

const cache = new LRUCache<string, Region[]>({
  max: 1000,
  ttl: CACHE_MS,
  allowStale: true,
  allowStaleOnFetchRejection: true,
  fetchMethod: (key) => {
    const [level, id] = key.split(":");
    if (level === "district") return regionsClient.get(`customer/district/${id}`, districts);
    if (level === "sub-district") return regionsClient.get(`customer/sub-district/${id}`, subDistricts);
    return regionsClient.get("customer/province", provinces);
  },
});

async function cached(key: string): Promise<Region[]> {
  try {
    return (await cache.fetch(key)) ?? [];
  } catch (error) {
    // An id the host does not know (404) has no children; that answer is not cached.
    if (error instanceof AdminError) return [];
    throw error;
  }
}

const isId = (value: string | null | undefined): value is string => !!value && /^\d+$/.test(value);

export const getProvinces = () => cached("province");

export const getDistricts = (provinceId: string | null | undefined) =>
  isId(provinceId) ? cached(`district:${provinceId}`) : Promise.resolve([]);

export const getSubDistricts = (districtId: string | null | undefined) =>
  isId(districtId) ? cached(`sub-district:${districtId}`) : Promise.resolve([]);

export type RegionLists = { provinces: Region[]; districts: Region[]; subDistricts: Region[] };
export type RegionSelection = { provinceId?: string; districtId?: string; subDistrictId?: string };

/**
 * The three lists a form needs for what is chosen, loaded together, and the choice with any
 * level that no longer belongs to its parent cleared (a new province drops the old district).
 */
export async function loadRegions(
  selection: RegionSelection,
): Promise<RegionLists & { selection: RegionSelection }> {
  const [provinceList, districtList, subDistrictList] = await Promise.all([
    getProvinces(),
    getDistricts(selection.provinceId),
    getSubDistricts(selection.districtId),
  ]);
  const has = (regions: Region[], id?: string) => !!id && regions.some((region) => region.id === id);
  const provinceId = has(provinceList, selection.provinceId) ? selection.provinceId : undefined;
  const districtId = provinceId && has(districtList, selection.districtId) ? selection.districtId : undefined;
  const subDistrictId =
    districtId && has(subDistrictList, selection.subDistrictId) ? selection.subDistrictId : undefined;
  return {
    provinces: provinceList,
    districts: provinceId ? districtList : [],
    subDistricts: districtId ? subDistrictList : [],
    selection: { provinceId, districtId, subDistrictId },
  };
}
