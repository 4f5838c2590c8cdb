import { Link } from "@remix-run/react";
import { STAR_TABS, type ReviewPage } from "~/features/catalogue/review-paging";
import type { Review } from "~/lib/admin/catalogue-types";
import { Stars } from "./Stars";

type Props = {
  reviews: ReviewPage<Review>;
  hrefFor: (star: number, page: number) => string;
  /** Another tab or page is loading: the section dims and is marked busy. */
  pending?: boolean;
};

/** Star tabs, three reviews per page with the seller's replies, and the range text. */
export function Reviews({ reviews, hrefFor, pending = false }: Props) {
  const link = (star: number, page: number) => `${hrefFor(star, page)}#ulasan`;
  return (
    <section id="ulasan" className={pending ? "reviews section-pending" : "reviews"} aria-busy={pending}>
      <h2>Ulasan</h2>
      <ul className="review-tabs">
        {STAR_TABS.map((star) => (
          <li key={star}>
            <Link
              to={link(star, 1)}
              replace
              preventScrollReset
              aria-current={star === reviews.star ? "page" : undefined}
            >
              {star === 0 ? "Semua" : `${star} ★`} ({reviews.countByStar[star] ?? 0})
            </Link>
          </li>
        ))}
      </ul>
      <ul className="review-list">
        {reviews.items.map((review) => (
          <li key={review.id} className="review">
            <p className="review-author">
              {review.customerImage ? (
                <img
                  className="avatar"
                  src={review.customerImage}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                />
              ) : (
                <span className="avatar" aria-hidden="true">
                  {review.customerName.trim().charAt(0).toUpperCase()}
                </span>
              )}
              <strong>{review.customerName}</strong> <Stars rating={review.star} />{" "}
              <small>{review.writtenAt}</small>
            </p>
            <p>{review.notes}</p>
            {review.images.length ? (
              <p>
                {review.images.map((image) => (
                  <a key={image} href={image}>
                    <img src={image} alt="Foto ulasan" width={64} height={64} loading="lazy" />
                  </a>
                ))}
              </p>
            ) : null}
            {review.reply ? (
              <blockquote>
                <strong>Balasan Penjual</strong>
                <br />
                {review.reply}
              </blockquote>
            ) : null}
          </li>
        ))}
      </ul>
      <p>{reviews.range}</p>
      {reviews.pageCount > 1 ? (
        <nav className="slider-controls" aria-label="Halaman ulasan">
          {reviews.page > 1 ? (
            <Link to={link(reviews.star, reviews.page - 1)} replace preventScrollReset>
              Sebelumnya
            </Link>
          ) : null}
          {reviews.page < reviews.pageCount ? (
            <Link to={link(reviews.star, reviews.page + 1)} replace preventScrollReset>
              Selanjutnya
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
