// Detail Pesanan (001 §2), the order page's first tab at the spec's address
// /profil/detailtransaksi?id_transaksi={id}: the order's data (the parent's read), the
// confirmation section and its modals (budget form, shipping-cost proposal) as `?modal=`.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/components/orders/tab-route";
import { DetailTab } from "~/components/orders/tabs/DetailTab";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { busyFormAnswer } from "~/lib/orders/actions/busy.server";
import { counterOffer } from "~/lib/orders/actions/negotiation.server";
import { changeSpkRole, saveSpk } from "~/lib/orders/actions/spk.server";
import { detailIntents } from "~/lib/orders/intent-schemas";
import { ONGKIR_INTENT, SPK_INTENT, SPK_ROLE_INTENT } from "~/lib/orders/intents";
import { loadTab, noReads, tabAction } from "~/lib/orders/order-page.server";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const loader = (args: LoaderFunctionArgs) => loadTab(args, "detail", noReads);

export const action = (args: ActionFunctionArgs) =>
  tabAction(args, "detail", {
    intents: detailIntents,
    handlers: { [SPK_INTENT]: saveSpk, [SPK_ROLE_INTENT]: changeSpkRole, [ONGKIR_INTENT]: counterOffer },
    busy: busyFormAnswer,
  });

export default function DetailPage() {
  const { modal } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return <DetailTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal} />;
}

export const ErrorBoundary = TabError;
