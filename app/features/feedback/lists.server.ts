// The review list (one review per page) and the complaint table (page size, search, paging),
// their state in the URL like the transaction list's. Dates are formatted here so that date-fns
// stays out of the pages' JavaScript.
import { adminClient, emptyOnAdminError, type AdminClient } from "~/lib/admin/client.server";
import type { Complaint } from "~/lib/admin/complaints.server";
import type { Review } from "~/lib/admin/reviews.server";
import { pageOf, pagedRows, readQuery } from "~/lib/list-query";
import { formatDate } from "~/lib/format-date";
import { parseId } from "~/features/orders/tabs";
import { requireUser } from "~/lib/session.server";
import { REVIEW_PAGE_SIZE, SENT_PARAM, previewOf } from "./forms";

/**
 * What the list pages' loaders share: the signed-in buyer's entries (`read`; a list that fails
 * to load is silent, 001 §8), the URL's params and whether a form was just sent (`?terkirim=1`).
 */
export async function loadFeedbackList<T>(request: Request, read: (admin: AdminClient) => Promise<T[]>) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const entries: T[] = await read(await adminClient(request)).catch(emptyOnAdminError);
  return { entries, params, sent: params.has(SENT_PARAM) };
}

/** The page of the review list the URL asks for (kept in range), one review each. */
export function reviewPage(reviews: readonly Review[], params: URLSearchParams) {
  const query = { ...readQuery(params), limit: REVIEW_PAGE_SIZE, search: "" };
  const list = pageOf(reviews, () => [], query);
  // The Detail modal (`?detail=`) opens on any of the buyer's reviews, else on none.
  const detailId = parseId(params.get("detail"));
  return {
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    reviews: list.rows,
    detail: reviews.find((review) => review.id === detailId) ?? null,
  };
}

/** What a complaint search matches (001 §2): the description, the product's name and the shown date. */
const searchTexts = (complaint: Complaint) => [
  complaint.description_complaint,
  complaint.transaction_detail.name_product,
  formatDate(complaint.created_at),
];

export type ComplaintRow = {
  id: number;
  product: string;
  description: string;
  preview: string;
  cut: boolean;
  date: string;
};

/** The page of the complaint table the URL asks for. */
export function complaintTable(complaints: readonly Complaint[], params: URLSearchParams) {
  return pagedRows(complaints, searchTexts, params, (complaint): ComplaintRow => ({
    id: complaint.id,
    product: complaint.transaction_detail.name_product,
    description: complaint.description_complaint,
    ...previewOf(complaint.description_complaint),
    date: formatDate(complaint.created_at),
  }));
}

export type ComplaintTableData = ReturnType<typeof complaintTable>;
