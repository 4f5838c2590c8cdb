// The realisation as the page and its print view draw it: plain numbers and texts, each order's
// date formatted in WITA here, and no order lists but the ones shown (the open package's and
// those without budget data), so that a buyer with 500 orders gets a light page.
import type { AdminClient } from "~/lib/admin/client.server";
import { formatDate } from "~/lib/format-date";
import { orderFigures, type Figures, type OrderFacts } from "./figures";
import { loadOrderFacts } from "./facts.server";
import { readFilter, readOpenPackage, type Filter } from "./query";
import { filterChoices, findPackage, realise, type PackageGroup, type YearGroup } from "./realisation";

export type Totals = { pagu: number; figures: Figures; left: number };
export type PackageView = Totals & {
  key: string;
  name: string;
  paguValues: number[];
  orderCount: number;
  /** Its orders, on paper only (the page opens one package's at a time). */
  orders?: OrderView[];
};
export type AccountView = Totals & { account: string; packages: PackageView[] };
export type SourceView = Totals & { source: string; accounts: AccountView[] };
export type YearView = Totals & { year: string; orderCount: number; sources: SourceView[] };
export type OrderView = { id: number; invoice: string; status: string; date: string; figures: Figures };

const totals = ({ pagu, figures, left }: Totals): Totals => ({ pagu, figures, left });

const orderView = (order: OrderFacts): OrderView => ({
  id: order.id,
  invoice: order.invoice,
  status: order.status,
  date: formatDate(order.createdAt),
  figures: orderFigures(order),
});

const packageView = (entry: PackageGroup, withOrders: boolean): PackageView => ({
  ...totals(entry),
  key: entry.key,
  name: entry.name,
  paguValues: entry.paguValues,
  orderCount: entry.orders.length,
  ...(withOrders ? { orders: entry.orders.map(orderView) } : {}),
});

const yearView = (year: YearGroup, withOrders: boolean): YearView => ({
  ...totals(year),
  year: year.year,
  orderCount: year.orderCount,
  sources: year.sources.map((source) => ({
    ...totals(source),
    source: source.source,
    accounts: source.accounts.map((account) => ({
      ...totals(account),
      account: account.account,
      packages: account.packages.map((entry) => packageView(entry, withOrders)),
    })),
  })),
});

export type RealisationPage = {
  filter: Filter;
  choices: { years: string[]; sources: string[] };
  years: YearView[];
  unbudgeted: OrderView[];
  /** The package whose orders the URL opened (`?paket=`), with them. */
  open: {
    key: string;
    name: string;
    year: string;
    source: string;
    account: string;
    orders: OrderView[];
  } | null;
};

/** The page's data for the URL's filter, from the buyer's orders; `withOrders` for the print view. */
export async function loadRealisation(
  admin: AdminClient,
  userId: number,
  params: URLSearchParams,
  { withOrders = false } = {},
): Promise<RealisationPage> {
  const facts = await loadOrderFacts(admin, userId);
  const filter = readFilter(params);
  const realisation = realise(facts, filter);
  const openKey = readOpenPackage(params);
  const found = openKey ? findPackage(realisation, openKey) : null;
  return {
    filter,
    choices: filterChoices(facts),
    years: realisation.years.map((year) => yearView(year, withOrders)),
    unbudgeted: realisation.unbudgeted.map(orderView),
    open: found && {
      key: found.package.key,
      name: found.package.name,
      year: found.year,
      source: found.source,
      account: found.account,
      orders: found.package.orders.map(orderView),
    },
  };
}
