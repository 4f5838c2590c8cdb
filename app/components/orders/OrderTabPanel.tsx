// Renders the tab the URL asks for from its own loader data (app/lib/orders/tab-data.server.ts).
import type { Order } from "~/lib/admin/orders.server";
import type { TabData } from "~/lib/orders/tab-data.server";
import type { TabId } from "~/lib/orders/tabs";
import { ComplaintTab } from "./tabs/ComplaintTab";
import { DetailTab } from "./tabs/DetailTab";
import { LogTab } from "./tabs/LogTab";
import { NegotiationTab } from "./tabs/NegotiationTab";
import { PaymentTab } from "./tabs/PaymentTab";
import { ReceiptTab } from "./tabs/ReceiptTab";
import { ReviewTab } from "./tabs/ReviewTab";

type Props = {
  tab: TabId;
  /** The loader's `tabData[tab](ctx)` result for this very tab. */
  data: unknown;
  order: Order;
  transactionId: number;
  orderedOn: string;
  modal: string | null;
};

export function OrderTabPanel({ tab, data, ...shared }: Props) {
  // The loader pairs `data` with `tab`, so each cast names what that tab's entry returned.
  const of = <T extends TabId>() => data as TabData<T>;
  switch (tab) {
    case "negosiasi":
      return <NegotiationTab {...shared} data={of<"negosiasi">()} />;
    case "penerimaan":
      return <ReceiptTab {...shared} data={of<"penerimaan">()} />;
    case "pembayaran":
      return <PaymentTab {...shared} data={of<"pembayaran">()} />;
    case "komplain":
      return <ComplaintTab {...shared} data={of<"komplain">()} />;
    case "ulasan":
      return <ReviewTab {...shared} data={of<"ulasan">()} />;
    case "log":
      return <LogTab {...shared} data={of<"log">()} />;
    default:
      return <DetailTab {...shared} data={of<"detail">()} />;
  }
}
