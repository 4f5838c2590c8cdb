// 001 §2 /profil/ulasan: the buyer's reviews, newest first, one per page, each with a Detail
// modal (`?detail=`, rendered by the server; a <dialog> with JS).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Dialog } from "~/components/ui/Dialog";
import { Pager } from "~/components/ui/Pager";
import { FeedbackPageHead } from "~/features/feedback/FeedbackPageHead";
import { ReviewDetail, ReviewListCard } from "~/features/feedback/ReviewCards";
import { pageTitle } from "~/lib/site";
import { SuccessDialog } from "~/components/ui/ResultDialog";
import { listReviews } from "~/lib/admin/reviews.server";
import { pager } from "~/lib/paging";
import { FEEDBACK_TEXTS, REVIEW_ADD_PATH, REVIEW_LIST_PATH } from "~/features/feedback/forms";
import { loadFeedbackList, reviewPage } from "~/features/feedback/lists.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "feedback");

export const meta: MetaFunction = () => [{ title: pageTitle("Ulasan Saya") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { entries, params, sent } = await loadFeedbackList(request, listReviews);
  return { ...reviewPage(entries, params), sent };
}

const pageHref = (page: number, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${REVIEW_LIST_PATH}?${search}` : REVIEW_LIST_PATH;
};

export default function ReviewList() {
  const { page, pageCount, reviews, detail, sent } = useLoaderData<typeof loader>();
  const here = pageHref(page);
  return (
    <section className="feedback-page">
      <FeedbackPageHead title="Ulasan" to={REVIEW_ADD_PATH} action="Tulis Ulasan" />
      {reviews.length === 0 ? (
        <p className="feedback-empty">{FEEDBACK_TEXTS.noReviews}</p>
      ) : (
        reviews.map((review) => (
          <ReviewListCard
            key={review.id}
            review={review}
            detailHref={pageHref(page, { detail: String(review.id) })}
          />
        ))
      )}
      <Pager pager={pager(page, pageCount)} href={(to) => pageHref(to)} label="Halaman ulasan" />
      {detail ? (
        <Dialog labelledBy="ulasan-detail-title" closeTo={here}>
          <header className="order-modal-header">
            <h2 id="ulasan-detail-title">Detail Ulasan</h2>
            <Link to={here} className="order-modal-close" preventScrollReset>
              Tutup
            </Link>
          </header>
          <ReviewDetail review={detail} />
        </Dialog>
      ) : null}
      {sent ? (
        <SuccessDialog name="ulasanterkirim" message={FEEDBACK_TEXTS.reviewSaved} okTo={REVIEW_LIST_PATH} />
      ) : null}
    </section>
  );
}
