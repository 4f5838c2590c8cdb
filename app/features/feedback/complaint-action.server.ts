// The Komplain tab's form (its child route `/profil/detailtransaksi/komplain/tambah`), whose body
// the route's action reads with readUpload and the complaint spec.
import { COMPLAINT_SENT_MODAL } from "~/features/feedback/forms";
import { submitComplaint } from "~/features/feedback/submit.server";
import { uploadRedirect } from "~/lib/uploads.server";
import { detailHref } from "../orders/tabs";
import type { OrderActionHandler } from "../orders/order-page.server";

/** Success leads to the tab under 'Komplain Anda Berhasil dikirim'; Oke reloads the tab. */
export const sendComplaint: OrderActionHandler = async ({ request, admin, transactionId, body }) => {
  if (!body.upload) throw new Response("Permintaan tidak dikenal", { status: 400 });
  const refused = await submitComplaint(request, admin, body.upload, "tab");
  return refused ?? uploadRedirect(request, detailHref(transactionId, "komplain", COMPLAINT_SENT_MODAL));
};
