import { OrderReviewCard } from "~/components/feedback/ReviewCards";
import { FEEDBACK_TEXTS, REVIEW_MODAL, REVIEW_SENT_MODAL } from "~/lib/feedback/forms";
import { reviewLines } from "~/lib/feedback/lines";
import { ReviewForm } from "~/components/feedback/ReviewForm";
import type { OrderTabProps } from "../types";
import { FeedbackTab } from "./FeedbackTab";

/**
 * 001 §2 Ulasan: "Tambah Ulasan" (the form as `?modal=tambah-ulasan`), then "Produk {n}" per
 * reviewed product. The order carries its reviews: the tab reads nothing more.
 */
export function ReviewTab({ order, transactionId, modal }: OrderTabProps) {
  return (
    <FeedbackTab
      tab="ulasan"
      title="Ulasan"
      addLabel="Tambah Ulasan"
      transactionId={transactionId}
      modal={modal}
      formModal={REVIEW_MODAL}
      form={(where) => <ReviewForm {...where} lines={reviewLines(order)} />}
      emptyText={FEEDBACK_TEXTS.noReviews}
      cards={order.reviews.map((review, index) => (
        <OrderReviewCard key={review.id} review={review} position={index + 1} />
      ))}
      sent={{ modal: REVIEW_SENT_MODAL, name: "ulasanterkirim", message: FEEDBACK_TEXTS.reviewSaved }}
    />
  );
}
