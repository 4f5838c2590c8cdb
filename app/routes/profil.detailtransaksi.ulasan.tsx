// Ulasan (001 §2): the order's reviews and the form (`?modal=tambah-ulasan`, with its media
// streamed to disk); shown only once the order is paid (otherwise Detail Pesanan).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/components/orders/tab-route";
import { ReviewTab } from "~/components/orders/tabs/ReviewTab";
import { REVIEW_INTENT, REVIEW_MODAL } from "~/lib/feedback/forms";
import { reviewUploadSpec } from "~/lib/feedback/submit.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { sendReview } from "~/lib/orders/actions/review.server";
import { reviewIntents } from "~/lib/orders/intent-schemas";
import { loadTab, noReads, tabAction } from "~/lib/orders/order-page.server";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const loader = (args: LoaderFunctionArgs) => loadTab(args, "ulasan", noReads);

export const action = (args: ActionFunctionArgs) =>
  tabAction(args, "ulasan", {
    intents: reviewIntents,
    handlers: { [REVIEW_INTENT]: sendReview },
    uploadSpec: (modal) => (modal === REVIEW_MODAL ? reviewUploadSpec : null),
  });

export default function ReviewPage() {
  const { modal } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return <ReviewTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal} />;
}

export const ErrorBoundary = TabError;
