// Realisasi anggaran: the buyer's orders summed per fiscal year, source of funds (sumber_dana),
// account code (kode_rekening) and package (paket_kerja), each package against its pagu. Pure;
// how each order counts is ./figures, the groups' texts compare by `groupKey`.
import { isStatus } from "~/features/orders/status";
import { addFigures, orderFigures, ZERO, type Figures, type OrderFacts } from "./figures";
import { fiscalYear } from "./period";
import { groupKey, packageKey, type Filter } from "./query";

type Totals = { pagu: number; figures: Figures; left: number };

export type PackageGroup = Totals & {
  key: string;
  name: string;
  /** The pagu each order states, newest first, when they differ (else one value). */
  paguValues: number[];
  orders: OrderFacts[];
};
export type AccountGroup = Totals & { account: string; packages: PackageGroup[] };
export type SourceGroup = Totals & { source: string; accounts: AccountGroup[] };
export type YearGroup = Totals & { year: string; sources: SourceGroup[]; orderCount: number };

export type Realisation = {
  years: YearGroup[];
  /** Orders without budget data, not cancelled, newest first ("belum ada data anggaran"). */
  unbudgeted: OrderFacts[];
};

const newestFirst = (a: OrderFacts, b: OrderFacts) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Groups `items` by `key`, in first-seen order, keeping the first item's text as the label. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return [...groups.values()];
}

const byText = (a: string, b: string) => a.localeCompare(b, "id", { numeric: true, sensitivity: "base" });
/** Account codes read digit by digit, as a chart of accounts lists them (5102010100 before 5103). */
const byCode = (a: string, b: string) => a.localeCompare(b, "id", { sensitivity: "base" });

function sum<T extends Totals>(parts: readonly T[]): Totals {
  const pagu = parts.reduce((total, part) => total + part.pagu, 0);
  const figures = parts.reduce((total, part) => addFigures(total, part.figures), ZERO);
  return { pagu, figures, left: pagu - figures.ordered };
}

/** Left of the pagu: what may still be ordered (every order not cancelled may still be paid). */
function packageOf(year: string, orders: OrderFacts[]): PackageGroup {
  // Orders are newest first: the package is named, and its pagu read, as the latest order has it.
  const budget = orders[0].budget!;
  const pagu = budget.pagu;
  const paguValues = [...new Set(orders.map((order) => order.budget!.pagu))];
  const figures = orders.reduce((total, order) => addFigures(total, orderFigures(order)), ZERO);
  return {
    key: packageKey(year, budget.source, budget.account, budget.packageName),
    name: budget.packageName,
    pagu,
    paguValues,
    figures,
    left: pagu - figures.ordered,
    orders,
  };
}

export function matchesFilter(order: OrderFacts, filter: Filter): boolean {
  if (filter.year && fiscalYear(order) !== filter.year) return false;
  if (filter.source && (!order.budget || groupKey(order.budget.source) !== groupKey(filter.source)))
    return false;
  return true;
}

/**
 * The realisation of `orders` under `filter`. Years newest first; sources, account codes and
 * packages in alphabetical order (codes digit by digit). Orders without budget data are apart,
 * filtered by the year they were made in; a source filter leaves them out (they name none).
 */
export function realise(orders: readonly OrderFacts[], filter: Filter): Realisation {
  const chosen = orders.filter((order) => matchesFilter(order, filter)).sort(newestFirst);
  const budgeted = chosen.filter((order) => order.budget !== null);
  const years = groupBy(budgeted, (order) => groupKey(order.budget!.year)).map((inYear): YearGroup => {
    const year = inYear[0].budget!.year;
    const sources = groupBy(inYear, (order) => groupKey(order.budget!.source))
      .map((inSource): SourceGroup => {
        const accounts = groupBy(inSource, (order) => groupKey(order.budget!.account))
          .map((inAccount): AccountGroup => {
            const packages = groupBy(inAccount, (order) => groupKey(order.budget!.packageName))
              .map((inPackage) => packageOf(year, inPackage))
              .sort((a, b) => byText(a.name, b.name));
            return { account: inAccount[0].budget!.account, packages, ...sum(packages) };
          })
          .sort((a, b) => byCode(a.account, b.account));
        return { source: inSource[0].budget!.source, accounts, ...sum(accounts) };
      })
      .sort((a, b) => byText(a.source, b.source));
    return { year, sources, orderCount: inYear.length, ...sum(sources) };
  });
  years.sort((a, b) => byText(b.year, a.year));
  const unbudgeted = chosen.filter((order) => order.budget === null && !isStatus(order.status, "cancel"));
  return { years, unbudgeted: filter.source ? [] : unbudgeted };
}

/** The filter's choices: every fiscal year (newest first) and source of funds the orders name. */
export function filterChoices(orders: readonly OrderFacts[]): { years: string[]; sources: string[] } {
  const years = new Map<string, string>();
  const sources = new Map<string, string>();
  for (const order of [...orders].sort(newestFirst)) {
    const year = fiscalYear(order);
    if (!years.has(groupKey(year))) years.set(groupKey(year), year);
    if (order.budget && !sources.has(groupKey(order.budget.source)))
      sources.set(groupKey(order.budget.source), order.budget.source);
  }
  return {
    years: [...years.values()].sort((a, b) => byText(b, a)),
    sources: [...sources.values()].sort(byText),
  };
}

/** The package a `?paket=` key names, with where it sits. */
export function findPackage(realisation: Realisation, key: string) {
  for (const year of realisation.years)
    for (const source of year.sources)
      for (const account of source.accounts)
        for (const found of account.packages)
          if (found.key === key)
            return { year: year.year, source: source.source, account: account.account, package: found };
  return null;
}
