import { useActionData } from "@remix-run/react";
import type { Order } from "~/lib/admin/orders.server";
import { replyFor, type FormAnswer } from "~/lib/forms/answer";
import { SPK_INTENT } from "~/features/orders/intents";
import {
  canStoreSpk,
  negotiationFormHref,
  type NegotiationFormTab,
} from "~/features/orders/negotiation/rules";
import { detailHref } from "~/features/orders/tabs";
import { UrlModal } from "~/components/ui/UrlModal";
import { SpkForm } from "./SpkForm";

type Props = { order: Order; transactionId: number; tab: NegotiationFormTab };

/**
 * The budget-data form's route (`anggaran`), opened by "Konfirmasi Transaksi" or "Setujui
 * Negosiasi": shown while the order takes budget data, and after a refusal even when the order
 * moved on meanwhile (e.g. cancelled), so the host's word reaches the buyer (001 §8).
 */
export function SpkModal({ order, transactionId, tab }: Props) {
  const answer = useActionData<FormAnswer | null>();
  if (!canStoreSpk(order) && !replyFor(answer, SPK_INTENT)) return null;
  const closeTo = detailHref(transactionId, tab);
  return (
    <UrlModal id="spk" title="Data Anggaran" closeTo={closeTo}>
      <SpkForm
        action={`${negotiationFormHref(transactionId, tab, "anggaran")}#spk`}
        closeTo={closeTo}
        grandTotal={order.data.grand_total}
      />
    </UrlModal>
  );
}
