import type { ReactNode } from "react";
import { OrderReviewCard } from "~/features/feedback/ReviewCards";
import { FEEDBACK_TEXTS, REVIEW_SENT_MODAL } from "~/features/feedback/forms";
import type { OrderTabProps } from "../orders/types";
import { FeedbackTab } from "./FeedbackTab";

/**
 * 001 §2 Ulasan: "Tambah Ulasan" (the form, the tab's child route `ulasan/tambah`, comes as
 * `children`), then "Produk {n}" per reviewed product. The order carries its reviews: the tab
 * reads nothing more.
 */
export function ReviewTab({
  order,
  transactionId,
  modal,
  children,
}: OrderTabProps & { children: ReactNode }) {
  return (
    <FeedbackTab
      tab="ulasan"
      title="Ulasan"
      addLabel="Tambah Ulasan"
      transactionId={transactionId}
      modal={modal}
      emptyText={FEEDBACK_TEXTS.noReviews}
      cards={order.reviews.map((review, index) => (
        <OrderReviewCard key={review.id} review={review} position={index + 1} />
      ))}
      sent={{ modal: REVIEW_SENT_MODAL, name: "ulasanterkirim", message: FEEDBACK_TEXTS.reviewSaved }}
    >
      {children}
    </FeedbackTab>
  );
}
