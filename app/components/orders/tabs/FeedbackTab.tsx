import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { detailHref } from "~/lib/orders/tabs";
import { UrlModal } from "~/components/ui/UrlModal";
import { SuccessDialog } from "~/components/ui/ResultDialog";

type Props = {
  tab: "ulasan" | "komplain";
  /** The tab's heading: "Ulasan", "Komplain". */
  title: string;
  /** The add button's text, also the form modal's title ("Tambah Ulasan"). */
  addLabel: string;
  transactionId: number;
  /** The URL's modal. */
  modal: string | null;
  /** The form's modal (`?modal=tambah-ulasan`), also its dialog's id. */
  formModal: string;
  form: (where: { action: string; cancelTo: string }) => ReactNode;
  /** The spec's sentence when the order has none yet. */
  emptyText: string;
  cards: ReactNode[];
  /** The success dialog after a sent form (`?modal=ulasan-terkirim`). */
  sent: { modal: string; name: string; message: string };
};

/**
 * 001 §2 Ulasan and Komplain tabs: the add button (the form as `?modal=`), the order's reviews
 * or complaints as cards (or the spec's "none yet"), and the success dialog.
 */
export function FeedbackTab({
  tab,
  title,
  addLabel,
  transactionId,
  modal,
  formModal,
  form,
  emptyText,
  cards,
  sent,
}: Props) {
  const here = detailHref(transactionId, tab);
  const formHref = detailHref(transactionId, tab, formModal);
  return (
    <section className="order-section" aria-labelledby="tab-title">
      <header className="feedback-tab-head">
        <h2 id="tab-title">{title}</h2>
        <Link to={formHref} role="button" preventScrollReset>
          {addLabel}
        </Link>
      </header>
      {modal === formModal ? (
        <UrlModal id={formModal} title={addLabel} closeTo={here}>
          {form({ action: formHref, cancelTo: here })}
        </UrlModal>
      ) : null}
      {cards.length === 0 ? (
        <p className="feedback-empty">{emptyText}</p>
      ) : (
        <div className="feedback-cards">{cards}</div>
      )}
      {modal === sent.modal ? <SuccessDialog name={sent.name} message={sent.message} okTo={here} /> : null}
    </section>
  );
}
