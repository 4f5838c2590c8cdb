// Negosiasi (001 §2): every round and the buyer's next batch; the budget form after approval
// (`anggaran`) and the shipping-cost proposal (`ongkir`) are child routes drawn in its Outlet.
// Shown only once the order has rounds (otherwise Detail Pesanan).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/components/orders/tab-route";
import { NegotiationTab } from "~/components/orders/tabs/NegotiationTab";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { counterOffer } from "~/lib/orders/actions/negotiation.server";
import { negotiationIntents } from "~/lib/orders/intent-schemas";
import { NEGO_INTENT } from "~/lib/orders/intents";
import { formOfOldModal, negotiationFormHref } from "~/lib/orders/negotiation";
import { loadTab, noReads, tabAction } from "~/lib/orders/order-page.server";

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
  tabAction(args, "negosiasi", {
    intents: negotiationIntents,
    handlers: { [NEGO_INTENT]: counterOffer },
  });

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
