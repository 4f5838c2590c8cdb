// Tambah Komplain (001 §2 Komplain tab): the complaint form of an order, a child route of its tab
// at /profil/detailtransaksi/komplain/tambah?id_transaksi={id}: a modal over the tab with
// JavaScript, a section of the page without. Its proof files are streamed to disk (readUpload,
// the complaint spec).
import type { ActionFunctionArgs } from "@remix-run/node";
import { ComplaintForm } from "~/features/feedback/ComplaintForm";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { UrlModal } from "~/components/ui/UrlModal";
import { COMPLAINT_INTENT, COMPLAINT_MODAL, feedbackFormHref } from "~/features/feedback/forms";
import { complaintLines } from "~/features/feedback/lines";
import { complaintUploadSpec } from "~/features/feedback/submit.server";
import { keepRetryAfter } from "~/lib/http.server";
import { sendComplaint } from "~/features/feedback/complaint-action.server";
import { formAction } from "~/features/orders/order-page.server";
import { detailHref } from "~/features/orders/tabs";
import { sheets } from "~/styles/sheets";

export const links = sheets("upload");

export const headers = keepRetryAfter;

export const action = (args: ActionFunctionArgs) =>
  formAction(args, "komplain", {
    intent: COMPLAINT_INTENT,
    handler: sendComplaint,
    uploadSpec: complaintUploadSpec,
  });

export default function AddComplaintModal() {
  const { order, transactionId } = useOrderPage();
  const tab = detailHref(transactionId, "komplain");
  return (
    <UrlModal id={COMPLAINT_MODAL} title="Tambah Komplain" closeTo={tab}>
      <ComplaintForm
        action={feedbackFormHref(transactionId, "komplain")}
        cancelTo={tab}
        lines={complaintLines(order)}
      />
    </UrlModal>
  );
}

export const ErrorBoundary = TabError;
