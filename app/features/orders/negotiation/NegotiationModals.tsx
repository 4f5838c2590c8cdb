import type { Order } from "~/lib/admin/orders.server";
import { NEGO_SUCCESS, resultModalApplies } from "~/features/orders/negotiation/rules";
import { SPK_SUCCESS } from "~/features/orders/budget/spk";
import { detailHref, type TabId } from "~/features/orders/tabs";
import { SuccessDialog } from "~/components/ui/ResultDialog";

type Props = { order: Order; transactionId: number; tab: TabId; modal: string | null };

/**
 * The `?modal=` successes of this area on a tab (a sent round, stored budget data), each only
 * while the order bears it out (a stale or crafted URL shows nothing). The forms themselves are
 * child routes of the tab (SpkModal, ShippingProposal).
 */
export function NegotiationModals({ order, transactionId, tab, modal }: Props) {
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
