// The static payment instructions of 000 §2 / 001 §2: QRIS with a sample QR image and the BPD Bali
// virtual account with a fixed bill number (the spec: "static, product-specific").

/** The shop's fixed BPD Bali virtual-account bill number. */
export const VA_BILL_NUMBER = "8812 0220 0100 0017";

export const QRIS_IMAGE = "/images/qris-contoh.svg";

export const BPD_METHOD = "Transfer Bank Pembangunan Daerah Bali";

export const QRIS_STEPS = [
  "Buka aplikasi mobile banking atau dompet digital yang mendukung QRIS.",
  "Pilih menu Bayar atau Scan QR, lalu pindai kode QR di atas.",
  "Masukkan nominal sesuai total tagihan.",
  "Periksa nama penerima, lalu konfirmasi pembayaran.",
  "Simpan bukti pembayaran, lalu unggah melalui tombol Upload Bukti Pembayaran.",
];

export const VA_STEPS = [
  "Masuk ke BPD Bali Mobile, internet banking atau ATM BPD Bali.",
  "Pilih menu Pembayaran, lalu Virtual Account.",
  `Masukkan nomor tagihan ${VA_BILL_NUMBER}.`,
  "Masukkan nominal sesuai total tagihan, lalu konfirmasi pembayaran.",
  "Simpan bukti pembayaran, lalu unggah melalui tombol Upload Bukti Pembayaran.",
];
