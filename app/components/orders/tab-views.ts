// Each tab's component, loaded with the tab rather than with the page (first-load JS budget).
// The server renders every tab synchronously (no-JS parity: content streamed in a late Suspense
// boundary never shows without JS); the browser gets the lazy components of ./tab-chunks.client,
// and Vite drops the branch import.meta.env.SSR rules out, so its bundle holds none of these.
import { ComplaintTab } from "./tabs/ComplaintTab";
import { DetailTab } from "./tabs/DetailTab";
import { LogTab } from "./tabs/LogTab";
import { NegotiationTab } from "./tabs/NegotiationTab";
import { PaymentTab } from "./tabs/PaymentTab";
import { ReceiptTab } from "./tabs/ReceiptTab";
import { ReviewTab } from "./tabs/ReviewTab";
import { lazyTabViews, type TabViews } from "./tab-chunks.client";

export const tabViews: TabViews = import.meta.env.SSR
  ? {
      detail: DetailTab,
      negosiasi: NegotiationTab,
      penerimaan: ReceiptTab,
      pembayaran: PaymentTab,
      komplain: ComplaintTab,
      ulasan: ReviewTab,
      log: LogTab,
    }
  : lazyTabViews;
