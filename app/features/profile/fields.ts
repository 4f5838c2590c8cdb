// What the profile form shows, apart from the zod schema so that zod stays out of its JavaScript.

export const PROFILE_LABELS = {
  name: "Nama Instansi",
  username: "Username",
  instance_name: "Instansi",
  birthdate: "Tanggal Lahir",
  gender: "Jenis Kelamin",
  kldi: "KLDI",
  lspe: "LSPE",
  email: "Email",
  phone: "Nomor Telepon",
  nip: "NIP",
  name_pp: "Nama PP",
  name_ppk: "Nama PPK",
} as const;

export type ProfileField = keyof typeof PROFILE_LABELS;

/** The host's maximum lengths; the inputs carry them as maxLength too. */
export const PROFILE_MAX: Record<ProfileField, number> = {
  name: 50,
  username: 50,
  instance_name: 50,
  birthdate: 10,
  gender: 1,
  kldi: 200,
  lspe: 50,
  email: 100,
  phone: 15,
  nip: 200,
  name_pp: 200,
  name_ppk: 200,
};

/** 001 §5: the fields the form requires. */
export const PROFILE_REQUIRED: readonly ProfileField[] = [
  "name",
  "birthdate",
  "email",
  "phone",
  "nip",
  "name_pp",
  "name_ppk",
];
