// The payment pages' words as the spec gives them (001 §2 Pembayaran, 000 §4-5), for the browser
// and the HTTP tests alike.
export const PAYMENT_TEXT = {
  required: ["Atas Nama Wajib Diisi", "No Rekening Wajib Diisi", "Nama Bank Wajib Diisi"],
  noFile: "Anda belum Memasukkan Bukti Pembayaran",
  empty: "mohon untuk mengisi data terlebih dahulu",
  badType: "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)",
  tooBig: "Ukuran format Gambar anda lebih dari 2mb",
  sent: "Selamat File Anda telah dikirim",
  thanks: "Terima kasih, pembayaran Anda telah kami terima",
  expired: "Oooops, Pembayaran anda sudah Expired, silahkan lakukan permohonan Pembayaran kembali",
  dokuExpired: "Anda telah melewati batas pembayaran, silahkan hubungi admin",
};

export const PROOF_BAD_TYPE = PAYMENT_TEXT.badType;
