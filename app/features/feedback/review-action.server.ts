// The Ulasan tab's form (its child route `/profil/detailtransaksi/ulasan/tambah`), whose body the
// route's action reads with readUpload and the review spec.
import { REVIEW_SENT_MODAL } from "~/features/feedback/forms";
import { submitReview } from "~/features/feedback/submit.server";
import { uploadRedirect } from "~/lib/uploads.server";
import { detailHref } from "../orders/tabs";
import type { OrderActionHandler } from "../orders/order-page.server";

/** Success leads to the tab under 'Data anda telah berhasil disimpan'; Oke reloads the tab. */
export const sendReview: OrderActionHandler = async ({ request, admin, transactionId, body }) => {
  if (!body.upload) throw new Response("Permintaan tidak dikenal", { status: 400 });
  const refused = await submitReview(request, admin, body.upload, "tab");
  return refused ?? uploadRedirect(request, detailHref(transactionId, "ulasan", REVIEW_SENT_MODAL));
};
