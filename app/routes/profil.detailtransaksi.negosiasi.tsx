// Negosiasi (001 §2): every round and the buyer's next batch; the budget form after approval
// (`anggaran`) and the shipping-cost proposal (`ongkir`) are child routes drawn in its Outlet.
// Shown only once the order has rounds (otherwise Detail Pesanan).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { NegotiationTab } from "~/features/orders/negotiation/NegotiationTab";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { counterOffer } from "~/features/orders/negotiation/action.server";
import { NEGO_INTENT } from "~/features/orders/intents";
import { formOfOldModal, negotiationFormHref } from "~/features/orders/negotiation/rules";
import { formAction, loadTab, noReads } from "~/features/orders/order-page.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("buying", "negotiation");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export async function loader(args: LoaderFunctionArgs) {
  const tab = await loadTab(args, "negosiasi", noReads);
  // A form's old address (`?modal=spk`, `?modal=ongkir`) leads to its route.
  const form = formOfOldModal(tab.modal);
  if (form) throw redirect(negotiationFormHref(tab.transactionId, "negosiasi", form));
  return tab;
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, "negosiasi", { intent: NEGO_INTENT, handler: counterOffer });

export default function NegotiationPage() {
  const { modal } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return (
    <NegotiationTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal}>
      <Outlet />
    </NegotiationTab>
  );
}

export const ErrorBoundary = TabError;
