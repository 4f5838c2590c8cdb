// What the registration page shows, kept apart from the zod schema so that zod stays out of its JavaScript.

/** Field labels, as the form shows them and as the messages name them. */
export const registerLabels = {
  username: "Username",
  name: "Nama",
  instance_name: "Nama Instansi",
  email: "Email",
  password: "Kata sandi",
  password_confirmation: "Konfirmasi kata sandi",
  phone: "No telepon",
  birthdate: "Tanggal lahir",
  lspe: "LSPE",
  kldi: "KLDI",
  gender: "Jenis kelamin",
  province_id: "Provinsi",
  district_id: "Kabupaten",
  sub_district_id: "Kecamatan",
  address: "Alamat",
  nip: "NIP",
  name_pp: "Nama PP",
  name_ppk: "Nama PPK",
  satker: "Satker",
  receipt_name: "Nama penerima",
  receipt_phone_number: "No telepon penerima",
} as const;

export type RegisterField = keyof typeof registerLabels;

/** Maximum lengths of 000 §5; the form's inputs carry them as maxLength too. */
export const REGISTER_MAX = {
  name: 50,
  instance_name: 50,
  phone: 15,
  address: 500,
  nip: 200,
  name_pp: 200,
  name_ppk: 200,
};
