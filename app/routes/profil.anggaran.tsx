// Realisasi anggaran (issue 33): the buyer's orders per fiscal year, source of funds, account code
// and package against their pagu, with a chart, the filters in the URL, the .xlsx, the print view
// and the SPJ bundle. The figures' meaning is in ~/features/procurement/figures and texts.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminClient } from "~/lib/admin/client.server";
import { pageTitle } from "~/lib/site";
import { requireUser } from "~/lib/session.server";
import { FigureMeanings, FileLinks, FilterForm, SpjForm } from "~/features/procurement/Controls";
import { OrderFiguresTable } from "~/features/procurement/OrderFiguresTable";
import { EMPTY_SPJ_NOTICE, filterHref, PARAMS, REALISATION_PATH } from "~/features/procurement/query";
import { RealisationChart } from "~/features/procurement/RealisationChart";
import { RealisationTable } from "~/features/procurement/RealisationTable";
import {
  EMPTY_SPJ_TEXT,
  EMPTY_TEXT,
  FRESHNESS_TEXT,
  TITLE,
  UNBUDGETED_TEXT,
  UNBUDGETED_TITLE,
} from "~/features/procurement/texts";
import { loadRealisation } from "~/features/procurement/view.server";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { sheets } from "~/styles/sheets";

// The orders' sheet for the status badges.
export const links = sheets("orders", "procurement");
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, session } = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const page = await loadRealisation(await adminClient(request, session), userId, params);
  return { ...page, emptySpj: params.get(PARAMS.notice) === EMPTY_SPJ_NOTICE };
}

export default function Realisation() {
  const { filter, choices, years, unbudgeted, open, emptySpj } = useLoaderData<typeof loader>();
  const packageHref = (key: string) =>
    `${filterHref(REALISATION_PATH, filter, { [PARAMS.openPackage]: key })}#pesanan-paket`;
  return (
    <section className="procurement">
      <h1>{TITLE}</h1>
      <p className="procurement-intro">{FRESHNESS_TEXT}</p>
      <FigureMeanings />
      <FilterForm filter={filter} choices={choices} />
      <FileLinks filter={filter} />
      {emptySpj ? (
        <p className="notice" role="status">
          {EMPTY_SPJ_TEXT}
        </p>
      ) : null}
      {years.length === 0 ? <p className="empty-text">{EMPTY_TEXT}</p> : null}
      {years.map((year) => (
        <section key={year.year} aria-labelledby={`tahun-${year.year}`} className="realisation-year">
          <h2 id={`tahun-${year.year}`}>
            Tahun Anggaran {year.year} <small>({year.orderCount} pesanan)</small>
          </h2>
          <RealisationChart year={year} />
          <ScrollRegion label={`Tabel realisasi tahun ${year.year}`}>
            <RealisationTable year={year} packageHref={packageHref} />
          </ScrollRegion>
        </section>
      ))}
      {open ? (
        <section id="pesanan-paket" aria-labelledby="pesanan-paket-title" className="package-orders-section">
          <h2 id="pesanan-paket-title" dir="auto">
            Pesanan paket {open.name}
          </h2>
          <p>
            Tahun anggaran {open.year}, sumber dana <bdi>{open.source}</bdi>, kode rekening{" "}
            <bdi>{open.account}</bdi>. <Link to={filterHref(REALISATION_PATH, filter)}>Tutup daftar</Link>
          </p>
          <OrderFiguresTable
            orders={open.orders}
            caption={`Pesanan paket ${open.name}`}
            testId="package-orders"
          />
        </section>
      ) : null}
      {unbudgeted.length > 0 ? (
        <section aria-labelledby="tanpa-anggaran" className="unbudgeted">
          <h2 id="tanpa-anggaran">{UNBUDGETED_TITLE}</h2>
          <p>{UNBUDGETED_TEXT}</p>
          <OrderFiguresTable
            orders={unbudgeted}
            caption={UNBUDGETED_TITLE}
            orderedOnly
            testId="unbudgeted-orders"
          />
        </section>
      ) : null}
      <SpjForm filter={filter} years={choices.years} />
    </section>
  );
}
