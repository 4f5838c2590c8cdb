import type { Order } from "~/lib/admin/orders.server";
import { detailHref, tabActionHref, type TabId } from "~/lib/orders/tabs";
import { UrlModal } from "~/components/ui/UrlModal";
import { SpkForm } from "./SpkForm";

/** `?modal=spk`: the budget-data form, opened by "Konfirmasi Transaksi" or "Setujui Negosiasi". */
export function SpkModal({ order, transactionId, tab }: { order: Order; transactionId: number; tab: TabId }) {
  const closeTo = detailHref(transactionId, tab);
  return (
    <UrlModal id="spk" title="Data Anggaran" closeTo={closeTo}>
      <SpkForm
        action={`${tabActionHref(transactionId, tab, "spk")}#spk`}
        closeTo={closeTo}
        grandTotal={order.data.grand_total}
      />
    </UrlModal>
  );
}
