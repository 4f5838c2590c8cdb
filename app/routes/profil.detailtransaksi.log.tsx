// Log Transaksi (001 §2): the order's history, read beside the order. It has no forms.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { LogTab } from "~/features/orders/LogTab";
import { fileUrl } from "~/lib/admin/client.server";
import { getOrderLog } from "~/lib/admin/orders.server";
import { formatDateTimeWita } from "~/lib/format-date";
import { keepRetryAfter } from "~/lib/http.server";
import { loadTab, type OrderRequest } from "~/features/orders/order-page.server";
import { buildTimeline } from "~/features/orders/timeline";
import { sheets } from "~/styles/sheets";

export const links = sheets("negotiation");

export const headers = keepRetryAfter;

// Times are formatted here so that date-fns stays out of the page's JavaScript.
const readLog = async ({ admin, transactionId }: OrderRequest) =>
  buildTimeline(await getOrderLog(admin, transactionId), formatDateTimeWita, fileUrl);

export const loader = (args: LoaderFunctionArgs) => loadTab(args, "log", readLog);

export default function LogPage() {
  const { modal, data } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return (
    <LogTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal} data={data} />
  );
}

export const ErrorBoundary = TabError;
