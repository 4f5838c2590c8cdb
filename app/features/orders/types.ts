import type { Order } from "~/lib/admin/orders.server";
import type { visibleTabs } from "./tabs";

/** What every tab component gets: the order (the parent route's) and the URL's modal. */
export type OrderTabProps = {
  order: Order;
  transactionId: number;
  /** "22 November 2026": the order date, formatted on the server. */
  orderedOn: string;
  modal: string | null;
};

/** A tab with reads of its own beside the order's: its route loader's `data`. */
export type TabProps<D> = OrderTabProps & { data: D };

/**
 * The order page's loader data (routes/profil.detailtransaksi.tsx), which its tab routes read
 * (tab-route.tsx): declared here so that neither imports the other.
 */
export type OrderPageData = {
  transactionId: number;
  order: Order;
  orderedOn: string;
  tabs: ReturnType<typeof visibleTabs>;
};
