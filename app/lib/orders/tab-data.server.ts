// Each tab's own reads, started together with the order's (one admin round trip deep).
// Siblings add or replace their tab's entry; a tab that needs nothing beyond the order
// (the order carries negotiations, reviews and complaints) resolves to null.
import { fileUrl, type AdminClient } from "~/lib/admin/client.server";
import { getOrderLog } from "~/lib/admin/orders.server";
import { formatDateTimeWita } from "~/lib/format-date";
import { paymentTabData } from "~/lib/payments/tab-data.server";
import { receiptTabData } from "./receipt.server";
import type { TabId } from "./tabs";
import { buildTimeline } from "./timeline";

export type TabContext = {
  request: Request;
  admin: AdminClient;
  userId: number;
  transactionId: number;
  url: URL;
};

const none = async () => null;

export const tabData = {
  detail: none,
  negosiasi: none,
  penerimaan: receiptTabData,
  pembayaran: paymentTabData,
  komplain: none,
  ulasan: none,
  // Times are formatted here so that date-fns stays out of the page's JavaScript.
  log: async (ctx: TabContext) =>
    buildTimeline(await getOrderLog(ctx.admin, ctx.transactionId), formatDateTimeWita, fileUrl),
} satisfies Record<TabId, (ctx: TabContext) => Promise<unknown>>;

export type TabData<T extends TabId> = Awaited<ReturnType<(typeof tabData)[T]>>;
