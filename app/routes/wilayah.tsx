// Resource route behind RegionFields with JavaScript: the districts of a province
// (?provinsi=ID) or the sub-districts of a district (?kabupaten=ID). Without JavaScript the
// forms reload themselves with the next list instead.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDistricts, getSubDistricts } from "~/lib/admin/regions.server";
import type { RegionListData } from "~/lib/forms/region-intent";

/**
 * Region lists are public and the same for everyone (no cookie is read), and they hardly ever
 * change: browsers and shared proxies may keep one for 5 minutes, so a buyer who goes back and
 * forth between provinces asks once. (The `.data` variant Remix's fetcher calls is marked
 * private by entry.server like every data request.)
 */
export const REGION_CACHE_CONTROL = "public, max-age=300";

export const REGION_FAILURE_MESSAGE = "Daftar wilayah tidak dapat dimuat. Silakan coba lagi.";

export async function loader({ request }: LoaderFunctionArgs): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const provinceId = query.get("provinsi");
  const districtId = query.get("kabupaten");
  const parent = provinceId ?? districtId ?? "";
  try {
    const regions = provinceId !== null ? await getDistricts(provinceId) : await getSubDistricts(districtId);
    return Response.json({ parent, regions } satisfies RegionListData, {
      headers: { "Cache-Control": REGION_CACHE_CONTROL },
    });
  } catch (error) {
    // The admin client throws the host's failure as a 502/503/504 Response with a detail
    // text for the log; the browser gets the status with an Indonesian JSON body instead.
    if (!(error instanceof Response)) throw error;
    const status = error.status >= 500 ? error.status : 502;
    return Response.json({ parent, regions: [], message: REGION_FAILURE_MESSAGE } satisfies RegionListData, {
      status,
      headers: { "Cache-Control": "no-store" },
    });
  }
}
