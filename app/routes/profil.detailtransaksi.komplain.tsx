// Komplain (001 §2): the order's complaints, and the form as the child route `komplain/tambah`
// (its code loads with it, not with the tab); shown only once the order is paid (otherwise
// Detail Pesanan).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { ComplaintTab } from "~/features/feedback/ComplaintTab";
import { COMPLAINT_MODAL, feedbackFormHref } from "~/features/feedback/forms";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { loadTab, noReads } from "~/features/orders/order-page.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("feedback");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export async function loader(args: LoaderFunctionArgs) {
  const tab = await loadTab(args, "komplain", noReads);
  // The form's old address (the tab's `?modal=tambah-komplain`) leads to its route.
  if (tab.modal === COMPLAINT_MODAL) throw redirect(feedbackFormHref(tab.transactionId, "komplain"));
  return tab;
}

export default function ComplaintPage() {
  const { modal } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return (
    <ComplaintTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal}>
      <Outlet />
    </ComplaintTab>
  );
}

export const ErrorBoundary = TabError;
