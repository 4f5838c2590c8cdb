import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { feedbackFormHref } from "~/features/feedback/forms";
import { detailHref } from "~/features/orders/tabs";
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
  /** The form's modal when its route (the tab's child, `{tab}/tambah`) is open: the tab's Outlet. */
  children: ReactNode;
  /** The spec's sentence when the order has none yet. */
  emptyText: string;
  cards: ReactNode[];
  /** The success dialog after a sent form (`?modal=ulasan-terkirim`). */
  sent: { modal: string; name: string; message: string };
};

/**
 * 001 §2 Ulasan and Komplain tabs: the add button (the form is the tab's child route), the
 * order's reviews or complaints as cards (or the spec's "none yet"), and the success dialog.
 */
export function FeedbackTab({
  tab,
  title,
  addLabel,
  transactionId,
  modal,
  children,
  emptyText,
  cards,
  sent,
}: Props) {
  return (
    <section className="order-section" aria-labelledby="tab-title">
      <header className="feedback-tab-head">
        <h2 id="tab-title">{title}</h2>
        <Link to={feedbackFormHref(transactionId, tab)} role="button" preventScrollReset prefetch="intent">
          {addLabel}
        </Link>
      </header>
      {children}
      {cards.length === 0 ? (
        <p className="feedback-empty">{emptyText}</p>
      ) : (
        <div className="feedback-cards">{cards}</div>
      )}
      {modal === sent.modal ? (
        <SuccessDialog name={sent.name} message={sent.message} okTo={detailHref(transactionId, tab)} />
      ) : null}
    </section>
  );
}
