// A registration the host accepts, for tests that post /register without the browser.
import type { APIRequestContext } from "@playwright/test";

/** The register form's fields for `username`, with the first region of each level. */
export async function registration(
  request: APIRequestContext,
  username: string,
): Promise<Record<string, string>> {
  const first = async <T>(path: string): Promise<T> => {
    const answer = await request.get(`/admin-host/api/${path}`, { headers: { Accept: "application/json" } });
    if (!answer.ok()) throw new Error(`GET ${path}: ${answer.status()}`);
    return ((await answer.json()) as { data: T[] }).data[0];
  };
  const province = await first<{ province_id: number }>("customer/province");
  const district = await first<{ city_id: number }>(`customer/district/${province.province_id}`);
  const subDistrict = await first<{ subdistrict_id: number }>(`customer/sub-district/${district.city_id}`);
  return {
    username,
    email: `${username}@example.id`,
    password: "rahasia-123",
    password_confirmation: "rahasia-123",
    name: "Ni Kadek Sari",
    birthdate: "1990-05-01",
    gender: "0",
    phone: "081337001122",
    instance_name: "Dinas Kesehatan",
    kldi: "Pemerintah Kota Denpasar",
    lspe: "51",
    satker: "Bagian Umum",
    nip: "199005012015012001",
    name_pp: "I Made Sudana",
    name_ppk: "I Wayan Artha",
    province_id: String(province.province_id),
    district_id: String(district.city_id),
    sub_district_id: String(subDistrict.subdistrict_id),
    receipt_name: "Ni Kadek Sari",
    receipt_phone_number: "081337001122",
    address: "Jl. Melati No. 3",
    setuju: "on",
  };
}
