/** Valid request forms the contract tests share; tests override single fields. */

/** A complete, valid registration form (`customer/create`) with a unique username and email. */
export function registration(overrides: Record<string, string> = {}): Record<string, string> {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    username: `daftar_${tag}`,
    name: "Dinas Perhubungan",
    instance_name: "Pemerintah Kabupaten Badung",
    email: `daftar_${tag}@example.test`,
    password: "rahasia123",
    password_confirmation: "rahasia123",
    phone: "081234000111",
    birthdate: "1988-02-29",
    lspe: "51003",
    kldi: "Pemerintah Daerah Kabupaten Badung",
    gender: "0",
    province_id: "51",
    district_id: "5171",
    sub_district_id: "517101",
    address: "Jl. Raya Kuta No. 5",
    nip: "198802292010012001",
    name_pp: "Putu Ayu",
    name_ppk: "Made Arta",
    satker: "Bidang Lalu Lintas",
    receipt_name: "Kadek Rai",
    receipt_phone_number: "081299988877",
    setuju: "1",
    login_redirect_url: "http://localhost:5199/login",
    ...overrides,
  };
}

/** A valid address book entry (`customer/address/create` and `update`) in Kota Denpasar. */
export const addressForm = (overrides: Record<string, string> = {}) => ({
  receipt_name: "Gede Pasek",
  receipt_phone_number: "081337001122",
  address: "Jl. Ngurah Rai No. 10",
  name: "Sub Bagian Umum",
  province_id: "51",
  district_id: "5171",
  sub_district_id: "517102",
  ...overrides,
});
