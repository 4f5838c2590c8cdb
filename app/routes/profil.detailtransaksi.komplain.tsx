// Komplain (001 §2): the order's complaints and the form (`?modal=tambah-komplain`, with its proof
// files streamed to disk); shown only once the order is paid (otherwise Detail Pesanan).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/components/orders/tab-route";
import { ComplaintTab } from "~/components/orders/tabs/ComplaintTab";
import { COMPLAINT_INTENT, COMPLAINT_MODAL } from "~/lib/feedback/forms";
import { complaintUploadSpec } from "~/lib/feedback/submit.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { sendComplaint } from "~/lib/orders/actions/complaint.server";
import { complaintIntents } from "~/lib/orders/intent-schemas";
import { loadTab, noReads, tabAction } from "~/lib/orders/order-page.server";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const loader = (args: LoaderFunctionArgs) => loadTab(args, "komplain", noReads);

export const action = (args: ActionFunctionArgs) =>
  tabAction(args, "komplain", {
    intents: complaintIntents,
    handlers: { [COMPLAINT_INTENT]: sendComplaint },
    uploadSpec: (modal) => (modal === COMPLAINT_MODAL ? complaintUploadSpec : null),
  });

export default function ComplaintPage() {
  const { modal } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return <ComplaintTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal} />;
}

export const ErrorBoundary = TabError;
