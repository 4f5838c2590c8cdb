// The order page's tabs and its larger modals, each loaded with its use rather than with the page
// (first-load JS budget). The server renders them synchronously (no-JS parity: content streamed
// in a late Suspense boundary never shows without JS); the browser gets the lazy components of
// ./order-view-chunks.client, and Vite drops the branch import.meta.env.SSR rules out, so its
// bundle holds none of these (vite.config.ts treats app modules as free of side effects).
import { ComplaintForm } from "~/components/feedback/ComplaintForm";
import { ReviewForm } from "~/components/feedback/ReviewForm";
import { ProofModal } from "~/components/payments/ProofModal";
import { NegotiationModals } from "./negotiation/NegotiationModals";
import { lazyModalViews, lazyTabViews, type ModalViews, type TabViews } from "./order-view-chunks.client";
import { ComplaintTab } from "./tabs/ComplaintTab";
import { DetailTab } from "./tabs/DetailTab";
import { LogTab } from "./tabs/LogTab";
import { NegotiationTab } from "./tabs/NegotiationTab";
import { PaymentTab } from "./tabs/PaymentTab";
import { ReceiptTab } from "./tabs/ReceiptTab";
import { ReviewTab } from "./tabs/ReviewTab";

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

/** Render inside a Suspense boundary, and only while the URL names a modal. */
export const modalViews: ModalViews = import.meta.env.SSR
  ? { negotiation: NegotiationModals, proof: ProofModal, review: ReviewForm, complaint: ComplaintForm }
  : lazyModalViews;
