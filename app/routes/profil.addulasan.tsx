// 001 §2 /profil/addulasan: choose a paid order by invoice, one of its products not yet reviewed,
// 1-5 stars, a comment and up to three media. Success: the list under the success dialog.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NothingToSend } from "~/features/feedback/FeedbackFormFrame";
import { OrderPicker } from "~/features/feedback/OrderPicker";
import { ReviewForm } from "~/features/feedback/ReviewForm";
import { pageTitle } from "~/lib/site";
import { keepRetryAfter } from "~/lib/http.server";
import { getOrderReviews } from "~/lib/admin/reviews.server";
import { loadAddPage, postAddPage } from "~/features/feedback/add-page.server";
import { ORDER_FIELD, REVIEW_ADD_PATH, REVIEW_LIST_PATH } from "~/features/feedback/forms";
import { reviewUploadSpec, submitReview } from "~/features/feedback/submit.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "feedback", "upload");

export const headers = keepRetryAfter;

export const meta: MetaFunction = () => [{ title: pageTitle("Tulis Ulasan") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadAddPage(request, REVIEW_ADD_PATH, getOrderReviews);
  return {
    ...page,
    // Only the lines without a review can be reviewed (one review per line).
    lines: page.lines
      ? page.lines.transaction_detail
          .filter((line) => line.review === null)
          .map(({ id, name_product, image, webp }) => ({ id, name_product, image, webp }))
      : null,
  };
}

export const action = ({ request }: ActionFunctionArgs) =>
  postAddPage(
    request,
    reviewUploadSpec,
    (request, admin, upload) => submitReview(request, admin, upload, "page"),
    REVIEW_LIST_PATH,
  );

export default function AddReview() {
  const { paid, chosen, search, matches, lines } = useLoaderData<typeof loader>();
  const action = chosen ? `${REVIEW_ADD_PATH}?${ORDER_FIELD}=${chosen.id}` : REVIEW_ADD_PATH;
  return (
    <section className="feedback-page">
      <h1>Tulis Ulasan</h1>
      <OrderPicker orders={paid} chosen={chosen} search={search} matches={matches} path={REVIEW_ADD_PATH} />
      {/* No paid order: the picker says so, and there is nothing the form could send. */}
      {paid.length === 0 ? (
        <NothingToSend backTo={REVIEW_LIST_PATH} />
      ) : (
        <ReviewForm
          key={chosen?.id ?? 0}
          action={action}
          lines={lines}
          order={{ id: chosen?.id ?? null }}
          cancelTo={REVIEW_LIST_PATH}
        />
      )}
    </section>
  );
}
