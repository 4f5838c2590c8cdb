import type { ReactNode } from "react";
import { AgreementLinks } from "../agreement/AgreementLinks";
import { NegotiationModals } from "./NegotiationModals";
import { NegotiationRounds } from "./NegotiationRounds";
import { NextBatchForm } from "./NextBatchForm";
import type { OrderTabProps } from "../types";

/**
 * 001 §2 Negosiasi: every round as a batch table, then the buyer's next batch or approval; the
 * open form's route (budget form, shipping proposal) comes as `children`; then the
 * negotiation's documents (Berita Acara, draft Surat Pesanan).
 */
export function NegotiationTab({
  order,
  transactionId,
  modal,
  children,
}: OrderTabProps & { children: ReactNode }) {
  return (
    <>
      <section className="order-section" aria-labelledby="nego-title">
        <h2 id="nego-title">Negosiasi</h2>
        <NegotiationRounds rounds={order.negotiations} />
      </section>
      <NextBatchForm order={order} transactionId={transactionId} />
      {children}
      <AgreementLinks transactionId={transactionId} status={order.data.status} />
      <NegotiationModals order={order} transactionId={transactionId} tab="negosiasi" modal={modal} />
    </>
  );
}
