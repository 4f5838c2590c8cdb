// The browser's side of ./order-views: each tab and modal as a React.lazy component of its own chunk.
import type { ComponentType } from "react";
import type { ComplaintForm } from "~/components/feedback/ComplaintForm";
import type { ReviewForm } from "~/components/feedback/ReviewForm";
import type { ProofModal } from "~/components/payments/ProofModal";
import type { TabId } from "~/lib/orders/tabs";
import { lazyViews } from "../lazy-views.client";
import type { NegotiationModals } from "./negotiation/NegotiationModals";
import type { TabProps } from "./types";

export type TabViews = { [T in TabId]: ComponentType<TabProps<T>> };
export type ModalViews = {
  negotiation: typeof NegotiationModals;
  proof: typeof ProofModal;
  review: typeof ReviewForm;
  complaint: typeof ComplaintForm;
};

const tabs = lazyViews<TabViews>({
  detail: () => import("./tabs/DetailTab").then((module) => module.DetailTab),
  negosiasi: () => import("./tabs/NegotiationTab").then((module) => module.NegotiationTab),
  penerimaan: () => import("./tabs/ReceiptTab").then((module) => module.ReceiptTab),
  pembayaran: () => import("./tabs/PaymentTab").then((module) => module.PaymentTab),
  komplain: () => import("./tabs/ComplaintTab").then((module) => module.ComplaintTab),
  ulasan: () => import("./tabs/ReviewTab").then((module) => module.ReviewTab),
  log: () => import("./tabs/LogTab").then((module) => module.LogTab),
});

const modals = lazyViews<ModalViews>({
  negotiation: () => import("./negotiation/NegotiationModals").then((module) => module.NegotiationModals),
  proof: () => import("~/components/payments/ProofModal").then((module) => module.ProofModal),
  review: () => import("~/components/feedback/ReviewForm").then((module) => module.ReviewForm),
  complaint: () => import("~/components/feedback/ComplaintForm").then((module) => module.ComplaintForm),
});

export const lazyTabViews = tabs.views;
export const lazyModalViews = modals.views;
/** Fetch a tab's or a modal's chunk ahead of its render (on intent to open it). */
export const prefetchTab = tabs.prefetch;
export const prefetchModal = modals.prefetch;
