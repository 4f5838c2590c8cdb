// What the registration page shows, kept apart from the zod schema so that zod stays out of its JavaScript.

/**
 * Field labels, as the form shows them and as the messages name them: the profile page's label
 * for the same field (name is the 'Nama Instansi' of 001 §5, instance_name 'Instansi'), the
 * address book's for the first address.
 */
export const registerLabels = {
  username: "Username",
  name: "Nama Instansi",
  instance_name: "Instansi",
  email: "Email",
  password: "Kata sandi",
  password_confirmation: "Konfirmasi kata sandi",
  phone: "Nomor Telepon",
  birthdate: "Tanggal Lahir",
  lspe: "LSPE",
  kldi: "KLDI",
  gender: "Jenis Kelamin",
  province_id: "Provinsi",
  district_id: "Kabupaten/Kota",
  sub_district_id: "Kecamatan",
  address: "Alamat",
  nip: "NIP",
  name_pp: "Nama PP",
  name_ppk: "Nama PPK",
  satker: "Satuan kerja",
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
