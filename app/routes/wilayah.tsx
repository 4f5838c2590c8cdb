// Resource route behind RegionFields with JavaScript: the districts of a province
// (?provinsi=ID) or the sub-districts of a district (?kabupaten=ID). Without JavaScript the
// forms reload themselves with the next list instead.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDistricts, getSubDistricts, type Region } from "~/lib/admin/regions.server";

export type RegionListData = { parent: string; regions: Region[] };

export async function loader({ request }: LoaderFunctionArgs): Promise<RegionListData> {
  const query = new URL(request.url).searchParams;
  const provinceId = query.get("provinsi");
  const districtId = query.get("kabupaten");
  const regions = provinceId !== null ? await getDistricts(provinceId) : await getSubDistricts(districtId);
  return { parent: provinceId ?? districtId ?? "", regions };
}
