import { Link } from "@remix-run/react";
import { ComplaintCard } from "~/components/feedback/ComplaintCards";
import { ComplaintForm } from "~/components/feedback/ComplaintForm";
import { COMPLAINT_MODAL, COMPLAINT_SENT_MODAL, FEEDBACK_TEXTS } from "~/lib/feedback/forms";
import { complaintLines } from "~/lib/feedback/lines";
import { detailHref } from "~/lib/orders/tabs";
import { OrderModal } from "../negotiation/OrderModal";
import { SuccessDialog } from "../negotiation/ResultDialog";
import type { TabProps } from "../types";

/**
 * 001 §2 Komplain: "Tambah Komplain" (the form as `?modal=tambah-komplain`), then "Komplain
 * Produk {n}" per complaint. The order carries its complaints: the tab reads nothing more.
 */
export function ComplaintTab({ order, transactionId, modal }: TabProps<"komplain">) {
  const here = detailHref(transactionId, "komplain");
  return (
    <section className="order-section" aria-labelledby="tab-title">
      <header className="feedback-tab-head">
        <h2 id="tab-title">Komplain</h2>
        <Link to={detailHref(transactionId, "komplain", COMPLAINT_MODAL)} role="button" preventScrollReset>
          Tambah Komplain
        </Link>
      </header>
      {modal === COMPLAINT_MODAL ? (
        <OrderModal id="tambah-komplain" title="Tambah Komplain" closeTo={here}>
          <ComplaintForm
            action={detailHref(transactionId, "komplain", COMPLAINT_MODAL)}
            lines={complaintLines(order)}
            cancelTo={here}
          />
        </OrderModal>
      ) : null}
      {order.complaints.length === 0 ? (
        <p className="feedback-empty">{FEEDBACK_TEXTS.noComplaints}</p>
      ) : (
        <div className="feedback-cards">
          {order.complaints.map((complaint, index) => (
            <ComplaintCard key={complaint.id} complaint={complaint} title={`Komplain Produk ${index + 1}`} />
          ))}
        </div>
      )}
      {modal === COMPLAINT_SENT_MODAL ? (
        <SuccessDialog name="komplainterkirim" message={FEEDBACK_TEXTS.complaintSent} okTo={here} />
      ) : null}
    </section>
  );
}
