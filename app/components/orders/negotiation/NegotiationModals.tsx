import { useActionData } from "@remix-run/react";
import type { Order } from "~/lib/admin/orders.server";
import { replyFor, type FormAnswer } from "~/lib/forms/answer";
import { NEGO_SUCCESS, canCounter, canStoreSpk, resultModalApplies } from "~/lib/orders/negotiation";
import { SPK_SUCCESS } from "~/lib/orders/spk";
import { detailHref, type TabId } from "~/lib/orders/tabs";
import { SuccessDialog } from "~/components/ui/ResultDialog";
import { ShippingProposal } from "./ShippingProposal";
import { SpkModal } from "./SpkModal";
import { ONGKIR_INTENT, SPK_INTENT } from "~/lib/orders/intents";

type Props = { order: Order; transactionId: number; tab: TabId; modal: string | null };

/**
 * The `?modal=` states of this area on a tab: the budget form, the shipping proposal and the
 * successes. Each shows only while the order allows it (a stale or crafted URL shows nothing).
 */
export function NegotiationModals({ order, transactionId, tab, modal }: Props) {
  // A form the host refused stays open with what was typed and its refusal, even when the order
  // moved on meanwhile (e.g. cancelled): the host's word reaches the buyer (001 §8).
  const answer = useActionData<FormAnswer | null>();
  if (modal === "spk" && (canStoreSpk(order) || replyFor(answer, SPK_INTENT))) {
    return <SpkModal order={order} transactionId={transactionId} tab={tab} />;
  }
  if (modal === "ongkir" && (canCounter(order) || replyFor(answer, ONGKIR_INTENT))) {
    return <ShippingProposal order={order} transactionId={transactionId} tab={tab} />;
  }
  const result = resultModalApplies(modal, order);
  if (!result) return null;
  return (
    <SuccessDialog
      name={result}
      message={result === "confirmnego" ? SPK_SUCCESS : NEGO_SUCCESS}
      okTo={detailHref(transactionId, tab)}
    />
  );
}
