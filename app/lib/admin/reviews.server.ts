// The buyer's reviews (001 §7, docs/admin-api.md "Reviews"): an order's lines with their
// reviews, the buyer's own list, and a new review with its media.
import { z } from "zod";
import { fileUrl, numeric, type AdminClient } from "./client.server";
import { reviewSchema as orderReviewSchema } from "./orders.server";

/** The order reference a review's line carries. */
const orderRef = z.object({ id: z.number(), invoice: z.string() });

/** A review as the lists answer it: its line also carries qty, price and the order. */
export const reviewSchema = orderReviewSchema.extend({
  transaction_detail: orderReviewSchema.shape.transaction_detail.extend({
    qty: numeric,
    price: numeric,
    transaction: orderRef,
  }),
});
export type Review = z.infer<typeof reviewSchema>;

const reviewedLine = z.object({
  id: z.number(),
  name_product: z.string(),
  image: z.string().nullish().transform(fileUrl),
  webp: z.string().nullish().transform(fileUrl),
  review: z
    .object({ id: z.number() })
    .nullish()
    .transform((review) => review ?? null),
});

const orderReviews = z.object({
  id: z.number(),
  invoice: z.string(),
  status: z.string(),
  transaction_detail: z.array(reviewedLine),
});
export type OrderReviews = z.infer<typeof orderReviews>;

/** GET review/{transactionId}: the order's lines, each with its review or null; another buyer's order is a 404. */
export function getOrderReviews(admin: AdminClient, transactionId: number): Promise<OrderReviews> {
  return admin.get(`review/${transactionId}`, orderReviews);
}

/** GET reviews/list/user: the buyer's reviews (001 §7 "list in data": the body is the list), newest first. */
export async function listReviews(admin: AdminClient): Promise<Review[]> {
  const reviews = await admin.get("reviews/list/user", z.array(reviewSchema));
  return reviews.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** A file to send: disk-backed Blob and the name it goes with. */
export type MediaFile = { blob: Blob; name: string };

export type NewReview = { detailId: number; star: number; notes: string; media: readonly MediaFile[] };

const saved = z.object({ message: z.string(), data: reviewSchema });

/**
 * POST product/review (multipart: transaction = the line's id, star, notes, image[]). A refusal
 * throws AdminValidationError (422) with the host's message; another buyer's line is a 404.
 */
export async function postReview(admin: AdminClient, review: NewReview) {
  const body = new FormData();
  body.append("transaction", String(review.detailId));
  body.append("star", String(review.star));
  body.append("notes", review.notes);
  for (const file of review.media) body.append("image[]", file.blob, file.name);
  return admin.postMultipart("product/review", body, saved);
}
