import { Link } from "@remix-run/react";
import { Stars } from "~/features/catalogue/Stars";
import type { OrderReview } from "~/lib/admin/orders.server";
import type { Review } from "~/lib/admin/reviews.server";
import { FEEDBACK_TEXTS, ratingText } from "~/features/feedback/forms";
import { formatRupiah } from "~/lib/format";
import { MediaGallery } from "./MediaGallery";
import { ProductHeading } from "./ProductHeading";

/** 001 §2 Ulasan tab: "Produk {n}" with the product, stars, comment, the admin's comment and media. */
export function OrderReviewCard({ review, position }: { review: OrderReview; position: number }) {
  const titleId = `ulasan-${review.id}`;
  return (
    <article className="feedback-card" aria-labelledby={titleId}>
      <h3 id={titleId}>Produk {position}</h3>
      <ProductHeading line={review.transaction_detail} />
      <Stars rating={review.star} />
      <p className="feedback-text">{review.notes}</p>
      <dl className="feedback-answer">
        <dt>Komentar Admin</dt>
        <dd>{review.respon_notes || FEEDBACK_TEXTS.noAnswer}</dd>
      </dl>
      <MediaGallery media={review.image} label="Media ulasan" />
    </article>
  );
}

/** 001 §2 /profil/ulasan: the product, qty X price, stars, comment and the Detail modal's link. */
export function ReviewListCard({ review, detailHref }: { review: Review; detailHref: string }) {
  const line = review.transaction_detail;
  return (
    <article className="feedback-card" aria-label={`Ulasan ${line.name_product}`}>
      <ProductHeading line={line}>
        <span className="feedback-muted">
          {line.qty} X {formatRupiah(line.price)}
        </span>
        <span className="feedback-muted">{line.transaction.invoice}</span>
      </ProductHeading>
      <Stars rating={review.star} />
      <p className="feedback-text">{review.notes}</p>
      <Link to={detailHref} preventScrollReset role="button" className="outline feedback-detail-link">
        Detail
      </Link>
    </article>
  );
}

/** The Detail modal's content: the rating as "4.0", the comment, the seller's reply (as on the
 *  order's Ulasan tab) and the media. */
export function ReviewDetail({ review }: { review: Review }) {
  return (
    <>
      <p>
        <strong>{review.transaction_detail.name_product}</strong>
      </p>
      <p className="feedback-rating">
        <span aria-hidden="true">★</span> {ratingText(review.star)}
      </p>
      <p className="feedback-text">{review.notes}</p>
      <dl className="feedback-answer">
        <dt>Komentar Admin</dt>
        <dd>{review.respon_notes || FEEDBACK_TEXTS.noAnswer}</dd>
      </dl>
      <MediaGallery media={review.image} label="Media ulasan" />
    </>
  );
}
