// Detail Pesanan (001 §2), the order page's first tab at the spec's address
// /profil/detailtransaksi?id_transaksi={id} (its index child): the order's data (the parent's
// read) and the confirmation section. A pathless layout, so that its forms are child routes with
// their code loaded when they open: the budget form (`anggaran`) and the shipping-cost proposal
// (`ongkir`), drawn in its Outlet.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { DetailTab } from "~/features/orders/DetailTab";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { formOfOldModal, negotiationFormHref } from "~/features/orders/negotiation/rules";
import { loadTab, noReads } from "~/features/orders/order-page.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("negotiation");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export async function loader(args: LoaderFunctionArgs) {
  const tab = await loadTab(args, "detail", noReads);
  // A form's old address (`?modal=spk`, `?modal=ongkir`) leads to its route.
  const form = formOfOldModal(tab.modal);
  if (form) throw redirect(negotiationFormHref(tab.transactionId, "detail", form));
  return tab;
}

export default function DetailPage() {
  const { modal } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return (
    <DetailTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal}>
      <Outlet />
    </DetailTab>
  );
}

export const ErrorBoundary = TabError;
