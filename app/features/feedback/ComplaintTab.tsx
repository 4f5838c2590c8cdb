import type { ReactNode } from "react";
import { ComplaintCard } from "~/features/feedback/ComplaintCards";
import { COMPLAINT_SENT_MODAL, FEEDBACK_TEXTS } from "~/features/feedback/forms";
import type { OrderTabProps } from "../orders/types";
import { FeedbackTab } from "./FeedbackTab";

/**
 * 001 §2 Komplain: "Tambah Komplain" (the form, the tab's child route `komplain/tambah`, comes
 * as `children`), then "Komplain Produk {n}" per complaint. The order carries its complaints:
 * the tab reads nothing more.
 */
export function ComplaintTab({
  order,
  transactionId,
  modal,
  children,
}: OrderTabProps & { children: ReactNode }) {
  return (
    <FeedbackTab
      tab="komplain"
      title="Komplain"
      addLabel="Tambah Komplain"
      transactionId={transactionId}
      modal={modal}
      emptyText={FEEDBACK_TEXTS.noComplaints}
      cards={order.complaints.map((complaint, index) => (
        <ComplaintCard key={complaint.id} complaint={complaint} title={`Komplain Produk ${index + 1}`} />
      ))}
      sent={{ modal: COMPLAINT_SENT_MODAL, name: "komplainterkirim", message: FEEDBACK_TEXTS.complaintSent }}
    >
      {children}
    </FeedbackTab>
  );
}
