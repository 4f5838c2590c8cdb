// Reviews and complaints as the spec words them (001 §2 Ulasan and Komplain tabs, /profil/ulasan,
// /profil/komplain), and their addresses, for the browser and HTTP tests alike.
export const FEEDBACK_TEXT = {
  noReviews: "Anda belum memilliki Ulasan",
  noComplaints: "Anda belum memilliki Komplain",
  product: "Produk Wajib Dipilih",
  star: "Bintang wajib diisi",
  notesMin: "Minimal Komentar berisi sebanyak 5 huruf",
  description: "Keterangan Komplain wajib diisi",
  proof: "Bukti wajib diisi",
  imageType: "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)",
  saved: "Data anda telah berhasil disimpan",
  sent: "Komplain Anda Berhasil dikirim",
  twiceReview: "Anda sudah memberikan ulasan untuk produk ini",
  twicePage: "Anda Sudah melakukan komplain pada produk didalam invoice ini",
  twiceTab: "Anda Sudah melakukan komplain pada produk didalam invoice yang anda pilih",
  noOrders: "Mohon Maaf Belum Ada Data.",
  noProducts: "Mohon Maaf tidak terdapat produk yang dapat di ulas pada ID pesanan diatas",
};

/** An order's Ulasan or Komplain tab, with an optional modal in its address. */
export const feedbackTab = (id: number, name: "ulasan" | "komplain", modal?: string) =>
  `/profil/detailtransaksi/${name}?id_transaksi=${id}${modal ? `&modal=${modal}` : ""}`;

/** A tab's form: the tab's child route (its code loads with it, not with the tab). */
export const feedbackForm = (id: number, name: "ulasan" | "komplain") =>
  `/profil/detailtransaksi/${name}/tambah?id_transaksi=${id}`;
