// The order detail (001 §2): the head (invoice, date, status, print, buy again), the waiting
// order's notice and the tab links, then the tab, each a child route with its own address, loader,
// action and modals (/profil/detailtransaksi?id_transaksi={id} is Detail Pesanan, the others
// /profil/detailtransaksi/{tab}?id_transaksi={id}). This loader runs beside the tab's, and both
// share one read of the order (readOrder).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { SITE_NAME } from "~/lib/site";
import { OrderHead, OrderTabNav } from "~/features/orders/OrderFrame";
import { DetailTabSkeleton } from "~/features/orders/OrderSkeletons";
import { useLoadingTab } from "~/features/orders/tab-route";
import { PaymentTabSkeleton } from "~/features/payments/PaymentTabSkeleton";
import { formatDate } from "~/lib/format-date";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { reorder } from "~/features/orders/reorder.server";
import { REORDER_INTENT } from "~/features/orders/intents";
import { formAction, orderRequest, readOrder, tabFacts } from "~/features/orders/order-page.server";
import { awaitsBudgetData } from "~/features/orders/status";
import { DEFAULT_TAB, detailHref, legacyTabHref, tabOfPath, visibleTabs } from "~/features/orders/tabs";
import type { OrderPageData } from "~/features/orders/types";
import { sheets } from "~/styles/sheets";

export const links = sheets("infoList", "orders", "payments");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.order.data.invoice} | ${SITE_NAME}` : `Detail Transaksi | ${SITE_NAME}` },
];

/** An old `?tab=` address (bookmarks, mails, other pages' links) leads to the tab's own. */
function leaveLegacyAddress(request: Request, status: number) {
  const moved = legacyTabHref(new URL(request.url));
  if (moved) throw redirect(moved, status);
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<OrderPageData> {
  leaveLegacyAddress(request, 301);
  const req = await orderRequest(request);
  const order = await readOrder(context, req);
  return {
    transactionId: req.transactionId,
    order,
    // Formatted here so that date-fns and its locale stay out of the page's JavaScript.
    orderedOn: formatDate(order.data.created_at),
    tabs: visibleTabs(tabFacts(order)),
  };
}

/** The head's own form ("Beli lagi"); each tab posts to its own route. */
export async function action(args: ActionFunctionArgs) {
  // An old form's post: 307 keeps its method and body on the way to the tab's action.
  leaveLegacyAddress(args.request, 307);
  return formAction(args, DEFAULT_TAB, { intent: REORDER_INTENT, handler: reorder });
}

export default function OrderDetail() {
  const { transactionId, order, orderedOn, tabs } = useLoaderData<typeof loader>();
  const { data: transaction } = order;
  const tab = tabOfPath(useLocation().pathname) ?? DEFAULT_TAB;
  // 001 §2: Detail Pesanan and Pembayaran show their shape while they load.
  const loading = useLoadingTab(transactionId, tab);
  return (
    <section className="order-detail">
      <OrderHead
        transactionId={transactionId}
        invoice={transaction.invoice}
        status={transaction.status}
        orderedOn={orderedOn}
      />
      {awaitsBudgetData(transaction.status, order.negotiations.length) ? (
        <p className="order-notice" role="note">
          Pesanan Anda menunggu konfirmasi. Silakan gulir ke bawah dan klik{" "}
          <a href={`${detailHref(transactionId)}#konfirmasi`}>Konfirmasi Transaksi</a> untuk mengonfirmasi
          pesanan.
        </p>
      ) : null}
      <OrderTabNav transactionId={transactionId} tab={tab} tabs={tabs} />
      {loading === "detail" ? (
        <DetailTabSkeleton />
      ) : loading === "pembayaran" ? (
        <PaymentTabSkeleton />
      ) : (
        <Outlet />
      )}
    </section>
  );
}
