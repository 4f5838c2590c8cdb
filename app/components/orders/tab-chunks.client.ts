// The browser's side of ./tab-views: each tab as a React.lazy component of its own chunk. A
// .client module, so the server build (which renders the tabs statically) never sees the
// dynamic imports.
import { lazy, type ComponentType } from "react";
import type { TabId } from "~/lib/orders/tabs";
import type { TabProps } from "./types";

type TabView<T extends TabId> = ComponentType<TabProps<T>>;
export type TabViews = { [T in TabId]: TabView<T> };

const modules: { [T in TabId]: () => Promise<TabView<T>> } = {
  detail: () => import("./tabs/DetailTab").then((module) => module.DetailTab),
  negosiasi: () => import("./tabs/NegotiationTab").then((module) => module.NegotiationTab),
  penerimaan: () => import("./tabs/ReceiptTab").then((module) => module.ReceiptTab),
  pembayaran: () => import("./tabs/PaymentTab").then((module) => module.PaymentTab),
  komplain: () => import("./tabs/ComplaintTab").then((module) => module.ComplaintTab),
  ulasan: () => import("./tabs/ReviewTab").then((module) => module.ReviewTab),
  log: () => import("./tabs/LogTab").then((module) => module.LogTab),
};

/** Tabs whose chunk has arrived (by prefetch or an earlier render). */
const loaded: Partial<TabViews> = {};

function load<T extends TabId>(tab: T): Promise<TabView<T>> {
  return modules[tab]().then((view) => {
    (loaded as Record<T, TabView<T>>)[tab] = view;
    return view;
  });
}

/** Fetches a tab's chunk ahead of its render (on intent to open it); a failure is retried by the render. */
export function prefetchTab(tab: TabId): void {
  if (!loaded[tab]) load(tab).catch(() => undefined);
}

function lazyView<T extends TabId>(tab: T): TabView<T> {
  return lazy(() => {
    const view = loaded[tab] as TabView<T> | undefined;
    if (!view) return load(tab).then((component) => ({ default: component }));
    // Prefetched: a thenable that answers at once, so React renders the tab without suspending
    // (a promise would suspend it for a tick and flash the fallback of a newly shown panel).
    const ready = {
      then: (resolve: (module: { default: TabView<T> }) => void) => resolve({ default: view }),
    };
    return ready as unknown as Promise<{ default: TabView<T> }>;
  });
}

export const lazyTabViews: TabViews = {
  detail: lazyView("detail"),
  negosiasi: lazyView("negosiasi"),
  penerimaan: lazyView("penerimaan"),
  pembayaran: lazyView("pembayaran"),
  komplain: lazyView("komplain"),
  ulasan: lazyView("ulasan"),
  log: lazyView("log"),
};
