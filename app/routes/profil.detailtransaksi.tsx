// The order detail (001 §2): /profil/detailtransaksi?id_transaksi={id}&tab=&modal=
// The tab and the modal are URL state rendered by the server; with JS, tab links switch as
// client navigations. Every read starts together: the order and the active tab's own reads.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/components/layout/types";
import { OrderHead, OrderTabNav } from "~/components/orders/OrderFrame";
import { OrderTabPanel } from "~/components/orders/OrderTabPanel";
import { PaymentTabSkeleton, usePaymentTabLoading } from "~/components/payments/PaymentTabSkeleton";
import { AdminError, adminClient } from "~/lib/admin/client.server";
import { getOrder } from "~/lib/admin/orders.server";
import { requireCsrf } from "~/lib/csrf.server";
import { formatDate } from "~/lib/format-date";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { readOrderBody } from "~/lib/orders/actions/body.server";
import { busyOrderAnswer } from "~/lib/orders/actions/busy.server";
import { orderActions } from "~/lib/orders/actions/index.server";
import { awaitsBudgetData } from "~/lib/orders/status";
import { tabData, type TabContext } from "~/lib/orders/tab-data.server";
import { DEFAULT_TAB, detailHref, isTabVisible, parseId, readTab, visibleTabs } from "~/lib/orders/tabs";
import { requireUser } from "~/lib/session.server";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.order.data.invoice} | ${SITE_NAME}` : `Detail Transaksi | ${SITE_NAME}` },
];

const notFound = () => new Response("Transaksi tidak ditemukan", { status: 404 });

/** A modal name from the URL (e.g. spk, ongkir, bukti): short lower-case words only. */
const readModal = (value: string | null) => (value && /^[a-z-]{1,20}$/.test(value) ? value : null);

/** The buyer, the order id and the tab/modal of the request; a bad id is a 404. */
async function orderRequest(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const transactionId = parseId(url.searchParams.get("id_transaksi"));
  if (transactionId === null) throw notFound();
  const ctx: TabContext = {
    request,
    admin: await adminClient(request),
    userId: user.userId,
    transactionId,
    url,
  };
  return { ctx, tab: readTab(url.searchParams.get("tab")), modal: readModal(url.searchParams.get("modal")) };
}

/** Another buyer's order and an unknown id answer 404 from the host: the page is a 404. */
function orNotFound(error: unknown): never {
  if (error instanceof AdminError && (error.status === 404 || error.status === 403)) throw notFound();
  throw error;
}

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };
const settle = (promise: Promise<unknown>): Promise<Settled> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, tab: asked, modal } = await orderRequest(request);
  // The tab's reads run beside the order's; they are used only once the order is known to be
  // the buyer's and the tab one it shows.
  const [order, reads] = await Promise.all([
    getOrder(ctx.admin, ctx.transactionId).catch(orNotFound),
    settle(tabData[asked](ctx)),
  ]);
  const facts = { status: order.data.status, negotiationCount: order.negotiations.length };
  const tab = isTabVisible(asked, facts) ? asked : DEFAULT_TAB;
  let data: unknown = null;
  if (tab === asked) {
    if (!reads.ok) orNotFound(reads.error);
    data = reads.ok ? reads.value : null;
  }
  return {
    transactionId: ctx.transactionId,
    order,
    // Formatted here so that date-fns and its locale stay out of the page's JavaScript.
    orderedOn: formatDate(order.data.created_at),
    tab,
    tabs: visibleTabs(facts),
    modal,
    data,
  };
}

/**
 * One dispatcher for every form of the page: the body reader is chosen from the URL's tab and
 * modal before anything is read, the handler from the submitted `intent`.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { ctx, tab, modal } = await orderRequest(request);
  const body = await readOrderBody(request, { tab, modal });
  try {
    await requireCsrf(request, body.fields);
    const intent = String(body.fields.get("intent") ?? "");
    const handler = Object.hasOwn(orderActions, intent) ? orderActions[intent] : undefined;
    if (!handler) throw new Response("Permintaan tidak dikenal", { status: 400 });
    // A busy or unreachable host, at any of the handler's calls: the form comes back as typed.
    return await handler({ ...ctx, tab, modal, body }).catch(
      (error: unknown) =>
        busyOrderAnswer(error, request, intent, body.upload ?? body.fields) ?? orNotFound(error),
    );
  } finally {
    await body.dispose();
  }
}

export default function OrderDetail() {
  const { transactionId, order, orderedOn, tab, tabs, modal, data } = useLoaderData<typeof loader>();
  const { data: transaction } = order;
  const paymentLoading = usePaymentTabLoading(transactionId, tab);
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
      {paymentLoading ? (
        <PaymentTabSkeleton />
      ) : (
        <OrderTabPanel
          tab={tab}
          data={data}
          order={order}
          transactionId={transactionId}
          orderedOn={orderedOn}
          modal={modal}
        />
      )}
    </section>
  );
}
