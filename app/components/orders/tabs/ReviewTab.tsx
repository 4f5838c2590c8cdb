import { Link } from "@remix-run/react";
import { OrderReviewCard } from "~/components/feedback/ReviewCards";
import { ReviewForm } from "~/components/feedback/ReviewForm";
import { FEEDBACK_TEXTS, REVIEW_MODAL, REVIEW_SENT_MODAL } from "~/lib/feedback/forms";
import { reviewLines } from "~/lib/feedback/lines";
import { detailHref } from "~/lib/orders/tabs";
import { OrderModal } from "../negotiation/OrderModal";
import { SuccessDialog } from "../negotiation/ResultDialog";
import type { TabProps } from "../types";

/**
 * 001 §2 Ulasan: "Tambah Ulasan" (the form as `?modal=tambah-ulasan`), then "Produk {n}" per
 * reviewed product. The order carries its reviews: the tab reads nothing more.
 */
export function ReviewTab({ order, transactionId, modal }: TabProps<"ulasan">) {
  const here = detailHref(transactionId, "ulasan");
  return (
    <section className="order-section" aria-labelledby="tab-title">
      <header className="feedback-tab-head">
        <h2 id="tab-title">Ulasan</h2>
        <Link to={detailHref(transactionId, "ulasan", REVIEW_MODAL)} role="button" preventScrollReset>
          Tambah Ulasan
        </Link>
      </header>
      {modal === REVIEW_MODAL ? (
        <OrderModal id="tambah-ulasan" title="Tambah Ulasan" closeTo={here}>
          <ReviewForm
            action={detailHref(transactionId, "ulasan", REVIEW_MODAL)}
            lines={reviewLines(order)}
            cancelTo={here}
          />
        </OrderModal>
      ) : null}
      {order.reviews.length === 0 ? (
        <p className="feedback-empty">{FEEDBACK_TEXTS.noReviews}</p>
      ) : (
        <div className="feedback-cards">
          {order.reviews.map((review, index) => (
            <OrderReviewCard key={review.id} review={review} position={index + 1} />
          ))}
        </div>
      )}
      {modal === REVIEW_SENT_MODAL ? (
        <SuccessDialog name="ulasanterkirim" message={FEEDBACK_TEXTS.reviewSaved} okTo={here} />
      ) : null}
    </section>
  );
}
