// Ulasan (001 §2): the order's reviews, and the form as the child route `ulasan/tambah` (its code
// loads with it, not with the tab); shown only once the order is paid (otherwise Detail Pesanan).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { ReviewTab } from "~/features/feedback/ReviewTab";
import { REVIEW_MODAL, feedbackFormHref } from "~/features/feedback/forms";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { loadTab, noReads } from "~/features/orders/order-page.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "feedback");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export async function loader(args: LoaderFunctionArgs) {
  const tab = await loadTab(args, "ulasan", noReads);
  // The form's old address (the tab's `?modal=tambah-ulasan`) leads to its route.
  if (tab.modal === REVIEW_MODAL) throw redirect(feedbackFormHref(tab.transactionId, "ulasan"));
  return tab;
}

export default function ReviewPage() {
  const { modal } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return (
    <ReviewTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal}>
      <Outlet />
    </ReviewTab>
  );
}

export const ErrorBoundary = TabError;
