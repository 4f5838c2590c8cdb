// Detail Pesanan's own address (/profil/detailtransaksi?id_transaksi={id}): the tab with no form
// open. Its content is the layout's (profil.detailtransaksi._detail.tsx).
export default function DetailWithoutForm() {
  return null;
}
