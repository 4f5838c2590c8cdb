// Pengajuan Harga Ongkir on Detail Pesanan (001 §2): the shipping-cost proposal as a child route of
// the tab, /profil/detailtransaksi/ongkir?id_transaksi={id}: a modal over the tab with JavaScript, a
// section of the page without; its code loads when it opens, not with the tab.
import { ShippingProposal } from "~/features/orders/negotiation/ShippingProposal";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { keepRetryAfter } from "~/lib/http.server";
import { shippingFormAction } from "~/features/orders/negotiation/action.server";

export const headers = keepRetryAfter;

export const action = shippingFormAction("detail");

export default function ShippingForm() {
  const { order, transactionId } = useOrderPage();
  return <ShippingProposal order={order} transactionId={transactionId} tab="detail" />;
}

export const ErrorBoundary = TabError;
