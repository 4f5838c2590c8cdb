// Negosiasi (001 §2): every round, the buyer's next batch and the budget form after approval;
// shown only once the order has rounds (otherwise Detail Pesanan).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/components/orders/tab-route";
import { NegotiationTab } from "~/components/orders/tabs/NegotiationTab";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { busyFormAnswer } from "~/lib/orders/actions/busy.server";
import { counterOffer } from "~/lib/orders/actions/negotiation.server";
import { changeSpkRole, saveSpk } from "~/lib/orders/actions/spk.server";
import { negotiationIntents } from "~/lib/orders/intent-schemas";
import { NEGO_INTENT, ONGKIR_INTENT, SPK_INTENT, SPK_ROLE_INTENT } from "~/lib/orders/intents";
import { loadTab, noReads, tabAction } from "~/lib/orders/order-page.server";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const loader = (args: LoaderFunctionArgs) => loadTab(args, "negosiasi", noReads);

export const action = (args: ActionFunctionArgs) =>
  tabAction(args, "negosiasi", {
    intents: negotiationIntents,
    handlers: {
      [NEGO_INTENT]: counterOffer,
      [ONGKIR_INTENT]: counterOffer,
      [SPK_INTENT]: saveSpk,
      [SPK_ROLE_INTENT]: changeSpkRole,
    },
    busy: busyFormAnswer,
  });

export default function NegotiationPage() {
  const { modal } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return <NegotiationTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal} />;
}

export const ErrorBoundary = TabError;
