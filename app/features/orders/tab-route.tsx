// What every tab route of the order page renders around its tab: the parent's data, its error,
// and which tab a client-side navigation is loading.
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { errorMessage } from "~/lib/error-texts";
import { parseId, tabOfPath, type TabId } from "~/features/orders/tabs";
import type { OrderPageData } from "~/features/orders/types";

/** The order page's route (the parent of its tabs). */
const ORDER_PAGE_ROUTE = "routes/profil.detailtransaksi";

/** The parent route's data (the order, its date, the visible tabs), for the tab routes under it. */
export function useOrderPage() {
  const page = useRouteLoaderData<OrderPageData>(ORDER_PAGE_ROUTE);
  if (!page) throw new Error("An order tab rendered outside the order page");
  return page;
}

/**
 * The tab a client-side navigation is loading from the order page (another tab, or a tab of
 * another order), for its skeleton under the order's head; null for anything else (a form of
 * the tab on screen, a post's answer, a page elsewhere).
 */
export function useLoadingTab(transactionId: number, tab: TabId): TabId | null {
  const { state, location, formMethod } = useNavigation();
  if (state !== "loading" || formMethod || !location) return null;
  const loading = tabOfPath(location.pathname);
  if (loading === null) return null;
  const asked = parseId(new URLSearchParams(location.search).get("id_transaksi"));
  return loading !== tab || asked !== transactionId ? loading : null;
}

/** What a tab's error says, and its link to the same address. */
function tabErrorText(status: number) {
  // A file far too large for a tab's form: what to do about it, and the form again.
  if (status === 413) return { ...errorMessage(status), again: "Kembali ke formulir" };
  return {
    title: status === 404 ? "Data tidak ditemukan" : "Data tidak dapat dimuat",
    text:
      status === 429 || status >= 500
        ? "Server toko sedang sibuk atau tidak dapat dihubungi. Silakan coba beberapa saat lagi."
        : "Data tab ini tidak dapat ditampilkan. Muat ulang halaman lalu coba lagi.",
    again: "Muat ulang",
  };
}

/**
 * A tab's error boundary: what its loader or action threw, shown in place of the tab, under the
 * order's head and tab links (the rest of the page and the account menu stay).
 */
export function TabError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const { pathname, search } = useLocation();
  const { title, text, again } = tabErrorText(status);
  return (
    <section className="order-section" role="alert" data-testid="tab-error">
      <h2>{title}</h2>
      <p>{text}</p>
      <Link to={`${pathname}${search}`} role="button" className="secondary" reloadDocument>
        {again}
      </Link>
    </section>
  );
}
