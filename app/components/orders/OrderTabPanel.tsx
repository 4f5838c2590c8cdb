// Renders the tab the URL asks for from its own loader data (app/lib/orders/tab-data.server.ts).
import { memo, Suspense, type ReactNode } from "react";
import { PaymentTabSkeleton } from "~/components/payments/PaymentTabSkeleton";
import type { Order } from "~/lib/admin/orders.server";
import type { TabData } from "~/lib/orders/tab-data.server";
import { TABS, type TabId } from "~/lib/orders/tabs";
import { tabViews } from "./order-views";

type Props = {
  tab: TabId;
  /** The loader's `tabData[tab](ctx)` result for this very tab. */
  data: unknown;
  order: Order;
  transactionId: number;
  orderedOn: string;
  modal: string | null;
};

/**
 * In the browser each tab is a lazy component (./order-views). The boundary stays mounted across
 * tab switches: hydration keeps the server's HTML until the tab's chunk arrives, and a switch
 * (a transition) keeps the previous tab on screen. Memoised so that the page's re-renders (its
 * navigation state) do not reach a boundary still waiting to hydrate, which would drop the
 * server's HTML for the fallback.
 */
export const OrderTabPanel = memo(function OrderTabPanel({ tab, ...props }: Props) {
  return (
    <Suspense fallback={<TabFallback tab={tab} />}>
      <TabView key={tab} tab={tab} {...props} />
    </Suspense>
  );
});

function TabView({ tab, data, ...shared }: Props): ReactNode {
  // The loader pairs `data` with `tab`, so each cast names what that tab's entry returned.
  const of = <T extends TabId>() => data as TabData<T>;
  switch (tab) {
    case "negosiasi":
      return <tabViews.negosiasi {...shared} data={of<"negosiasi">()} />;
    case "penerimaan":
      return <tabViews.penerimaan {...shared} data={of<"penerimaan">()} />;
    case "pembayaran":
      return <tabViews.pembayaran {...shared} data={of<"pembayaran">()} />;
    case "komplain":
      return <tabViews.komplain {...shared} data={of<"komplain">()} />;
    case "ulasan":
      return <tabViews.ulasan {...shared} data={of<"ulasan">()} />;
    case "log":
      return <tabViews.log {...shared} data={of<"log">()} />;
    default:
      return <tabViews.detail {...shared} data={of<"detail">()} />;
  }
}

/** Shown only when a tab's chunk is not there yet as the panel first appears in the browser. */
function TabFallback({ tab }: { tab: TabId }) {
  if (tab === "pembayaran") return <PaymentTabSkeleton />;
  const label = TABS.find((entry) => entry.id === tab)?.label;
  return (
    <section className="order-section" aria-busy="true">
      <h2>{label}</h2>
    </section>
  );
}
