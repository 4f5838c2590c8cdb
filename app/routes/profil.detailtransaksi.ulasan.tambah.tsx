// Tambah Ulasan (001 §2 Ulasan tab): the review form of an order, a child route of its tab at
// /profil/detailtransaksi/ulasan/tambah?id_transaksi={id}: a modal over the tab with JavaScript,
// a section of the page without. Its media are streamed to disk (readUpload, the review spec).
import type { ActionFunctionArgs } from "@remix-run/node";
import { ReviewForm } from "~/features/feedback/ReviewForm";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { UrlModal } from "~/components/ui/UrlModal";
import { REVIEW_INTENT, REVIEW_MODAL, feedbackFormHref } from "~/features/feedback/forms";
import { reviewLines } from "~/features/feedback/lines";
import { reviewUploadSpec } from "~/features/feedback/submit.server";
import { keepRetryAfter } from "~/lib/http.server";
import { sendReview } from "~/features/feedback/review-action.server";
import { formAction } from "~/features/orders/order-page.server";
import { detailHref } from "~/features/orders/tabs";
import { sheets } from "~/styles/sheets";

export const links = sheets("upload");

export const headers = keepRetryAfter;

export const action = (args: ActionFunctionArgs) =>
  formAction(args, "ulasan", { intent: REVIEW_INTENT, handler: sendReview, uploadSpec: reviewUploadSpec });

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
