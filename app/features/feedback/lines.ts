// Which lines of an order the forms offer: one review and one complaint per line (the host's rules).
import type { Order } from "~/lib/admin/orders.server";

/** A line as the product picker offers it. */
export type PickerLine = { id: number; name_product: string; image: string | null; webp: string | null };

const pick = ({ id, name_product, image, webp }: PickerLine): PickerLine => ({
  id,
  name_product,
  image,
  webp,
});

/** The order's lines without a review yet. */
export function reviewLines(order: Order): PickerLine[] {
  const reviewed = new Set(order.reviews.map((review) => review.transaction_detail.id));
  return order.data.transaction_detail.filter((line) => !reviewed.has(line.id)).map(pick);
}

/** The order's lines without a complaint yet. */
export function complaintLines(order: Order): PickerLine[] {
  const complained = new Set(order.complaints.map((complaint) => complaint.transaction_detail.id));
  return order.data.transaction_detail.filter((line) => !complained.has(line.id)).map(pick);
}
