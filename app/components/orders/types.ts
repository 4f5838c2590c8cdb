import type { Order } from "~/lib/admin/orders.server";
import type { TabData } from "~/lib/orders/tab-data.server";
import type { TabId } from "~/lib/orders/tabs";

/** What every tab component gets: the order, the URL's modal and its own tab's reads. */
export type TabProps<T extends TabId> = {
  order: Order;
  transactionId: number;
  /** "22 November 2026": the order date, formatted on the server. */
  orderedOn: string;
  modal: string | null;
  data: TabData<T>;
};
