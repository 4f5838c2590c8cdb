// Sign-up as the spec words it (000 §2, §5), for the browser and HTTP tests alike.
export const REGISTERED =
  "Registrasi berhasil dilakukan, silahkan periksa email anda, untuk melakukan verifikasi email.";

export type Registration = { username: string; email: string; password: string };

/**
 * What the registration form asks under the same label as the profile form (issue 21: one
 * label, one meaning): the profile page shows each value under its label again.
 */
export const REGISTERED_AS = {
  "Nama Instansi": "Dinas Pendidikan Kota Denpasar",
  Instansi: "Pemerintah Kota Denpasar",
  "Tanggal Lahir": "1988-03-17",
  "Nomor Telepon": "081337001122",
  KLDI: "Pemda Kota Denpasar",
  LSPE: "51",
  NIP: "198803172012012001",
  "Nama PP": "I Made Sudana",
  "Nama PPK": "I Wayan Artha",
};

/** A username no other test uses. */
export const uniqueUsername = () => `akun${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
