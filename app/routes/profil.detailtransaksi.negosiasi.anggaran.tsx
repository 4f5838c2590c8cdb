// Data Anggaran on Negosiasi (001 §5 Budget form): the budget (SPK) form as a child route of the
// tab, /profil/detailtransaksi/negosiasi/anggaran?id_transaksi={id}: a modal over the tab with JavaScript, a
// section of the page without; its code loads when it opens, not with the tab.
import { SpkModal } from "~/features/orders/budget/SpkModal";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { keepRetryAfter } from "~/lib/http.server";
import { budgetFormAction } from "~/features/orders/budget/action.server";

export const headers = keepRetryAfter;

export const action = budgetFormAction("negosiasi");

export default function BudgetForm() {
  const { order, transactionId } = useOrderPage();
  return <SpkModal order={order} transactionId={transactionId} tab="negosiasi" />;
}

export const ErrorBoundary = TabError;
