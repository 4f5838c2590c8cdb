// An order's negotiation and budget data (001 §2 Negosiasi, §5) as the spec words them, and their
// addresses, for the browser and HTTP tests alike.
export const NEGO_SUCCESS =
  "Selamat Permohonan Nego Anda Berhasil diajukan, mohon menunggu proses selanjutnya";
export const EMPTY = "mohon untuk mengisi data terlebih dahulu";
export const detail = (id: number, query = "") => `/profil/detailtransaksi?id_transaksi=${id}${query}`;
export const negotiation = (id: number) => `/profil/detailtransaksi/negosiasi?id_transaksi=${id}`;

/** Budget data (SPK) the host accepts, by the form's labels. */
export const SPK = {
  "Nama Satuan Kerja": "Bagian Umum",
  "Nama Kementerian/Lembaga/Pemerintahan": "Pemerintah Provinsi Bali",
  "Nama Paket Pekerjaan": "Pengadaan ATK 2026",
  "Tahun Anggaran": "2026",
  "Sumber Dana": "APBD",
  "Kode Rekening Anggaran": "5102010100",
  "Pagu Anggaran": "900000000",
};
