// Tambah Ulasan (001 §2 Ulasan tab): the review form of an order, a child route of its tab at
// /profil/detailtransaksi/ulasan/tambah?id_transaksi={id}: a modal over the tab with JavaScript,
// a section of the page without. Its media are streamed to disk (readUpload, the review spec).
import type { ActionFunctionArgs } from "@remix-run/node";
import { ReviewForm } from "~/components/feedback/ReviewForm";
import { TabError, useOrderPage } from "~/components/orders/tab-route";
import { UrlModal } from "~/components/ui/UrlModal";
import { REVIEW_INTENT, REVIEW_MODAL, feedbackFormHref } from "~/lib/feedback/forms";
import { reviewLines } from "~/lib/feedback/lines";
import { reviewUploadSpec } from "~/lib/feedback/submit.server";
import { keepRetryAfter } from "~/lib/http.server";
import { sendReview } from "~/lib/orders/actions/review.server";
import { reviewIntents } from "~/lib/orders/intent-schemas";
import { tabAction } from "~/lib/orders/order-page.server";
import { detailHref } from "~/lib/orders/tabs";

export const headers = keepRetryAfter;

export const action = (args: ActionFunctionArgs) =>
  tabAction(args, "ulasan", {
    intents: reviewIntents,
    handlers: { [REVIEW_INTENT]: sendReview },
    uploadSpec: () => reviewUploadSpec,
  });

export default function AddReviewModal() {
  const { order, transactionId } = useOrderPage();
  const tab = detailHref(transactionId, "ulasan");
  return (
    <UrlModal id={REVIEW_MODAL} title="Tambah Ulasan" closeTo={tab}>
      <ReviewForm
        action={feedbackFormHref(transactionId, "ulasan")}
        cancelTo={tab}
        lines={reviewLines(order)}
      />
    </UrlModal>
  );
}

export const ErrorBoundary = TabError;
