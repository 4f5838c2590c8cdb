import { NegotiationModals } from "../negotiation/NegotiationModals";
import { NegotiationRounds } from "../negotiation/NegotiationRounds";
import { NextBatchForm } from "../negotiation/NextBatchForm";
import type { OrderTabProps } from "../types";

/** 001 §2 Negosiasi: every round as a batch table, then the buyer's next batch or approval. */
export function NegotiationTab({ order, transactionId, modal }: OrderTabProps) {
  return (
    <>
      <section className="order-section" aria-labelledby="nego-title">
        <h2 id="nego-title">Negosiasi</h2>
        <NegotiationRounds rounds={order.negotiations} />
      </section>
      <NextBatchForm order={order} transactionId={transactionId} />
      <NegotiationModals order={order} transactionId={transactionId} tab="negosiasi" modal={modal} />
    </>
  );
}
