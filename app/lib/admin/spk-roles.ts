// The budget data's two roles (001 §7 store-spk): the form's values and labels, and the strings
// the host stores for them. Apart from spk.server, for the form in the browser.

export const OFFICIAL_ROLES = [
  { value: "ppk", label: "PPK", sent: "ppk" },
  { value: "pengguna_anggaran", label: "Pengguna Anggaran", sent: "pengguna angaran" },
  { value: "kuasa_pengguna_anggaran", label: "Kuasa Pengguna Anggaran", sent: "kuasa pengguna angaran" },
] as const;
export const TREASURER_ROLES = [
  { value: "bendahara_umum", label: "Bendahara Umum", sent: "bendahara umum" },
  { value: "bendahara_pengeluaran", label: "Bendahara Pengeluaran", sent: "bendahara pengeluaran" },
  { value: "bendahara_pembantu", label: "Bendahara Pembantu", sent: "bendahara pembantu" },
] as const;
export type OfficialRole = (typeof OFFICIAL_ROLES)[number]["value"];
export type TreasurerRole = (typeof TREASURER_ROLES)[number]["value"];
