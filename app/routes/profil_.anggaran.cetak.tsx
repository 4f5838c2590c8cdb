// The realisation, printable (/profil/anggaran/cetak?tahun=&sumber=): the shop's letterhead, the
// buyer's institution, then per fiscal year the chart, the table and each package's orders, and
// the orders without budget data. A4, no site chrome, no JavaScript, like the printable order.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { shopLetterhead } from "~/components/ui/letterhead.server";
import { PrintHead } from "~/components/ui/PrintHead";
import { getCustomerData } from "~/lib/admin/auth.server";
import { adminClient } from "~/lib/admin/client.server";
import { formatDateTimeWita } from "~/lib/format-date";
import { requireUser } from "~/lib/session.server";
import { SITE_NAME, type RouteHandle } from "~/lib/site";
import printSheet from "~/features/orders/print.css?url";
import { OrderFiguresTable } from "~/features/procurement/OrderFiguresTable";
import { filterHref, REALISATION_PATH } from "~/features/procurement/query";
import { RealisationChart } from "~/features/procurement/RealisationChart";
import { RealisationTable } from "~/features/procurement/RealisationTable";
import { EMPTY_TEXT, FIGURE_MEANINGS, TITLE, UNBUDGETED_TITLE } from "~/features/procurement/texts";
import { loadRealisation } from "~/features/procurement/view.server";
import { sheets } from "~/styles/sheets";

export const handle: RouteHandle = { bare: true, scripts: false };
const areaSheets = sheets("orders", "procurement");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: printSheet }, ...areaSheets()];
export const meta: MetaFunction = () => [{ title: `Cetak ${TITLE} | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, session } = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const [page, shop, customer] = await Promise.all([
    adminClient(request, session).then((admin) =>
      loadRealisation(admin, userId, params, { withOrders: true }),
    ),
    shopLetterhead(),
    getCustomerData(request, userId),
  ]);
  return {
    ...page,
    shop,
    institution: customer.instance_name || customer.name,
    printedAt: formatDateTimeWita(Date.now()),
  };
}

export default function PrintRealisation() {
  const { shop, institution, printedAt, filter, years, unbudgeted } = useLoaderData<typeof loader>();
  return (
    <>
      <p className="print-hint">
        Gunakan menu cetak peramban (Ctrl+P) untuk mencetak atau menyimpan sebagai PDF.{" "}
        <Link to={filterHref(REALISATION_PATH, filter)} reloadDocument>
          Kembali ke realisasi anggaran
        </Link>
      </p>
      <div className="print-order procurement-print">
        <PrintHead shop={shop}>
          <p>
            <strong>{TITLE}</strong>
          </p>
          <p dir="auto">Instansi: {institution}</p>
          <p>Tahun anggaran: {filter.year ?? "semua"}</p>
          <p dir="auto">Sumber dana: {filter.source ?? "semua"}</p>
          <p>Dicetak: {printedAt}</p>
        </PrintHead>
        {years.length === 0 ? <p>{EMPTY_TEXT}</p> : null}
        {years.map((year) => (
          <section key={year.year} className="realisation-year" aria-labelledby={`cetak-${year.year}`}>
            <h2 id={`cetak-${year.year}`}>Tahun Anggaran {year.year}</h2>
            <RealisationChart year={year} />
            <RealisationTable year={year} />
            {year.sources.flatMap((source) =>
              source.accounts.flatMap((account) =>
                account.packages.map((entry) => (
                  // Not a landmark: a package's name may come back in another year.
                  <div key={entry.key}>
                    <h3 dir="auto">
                      Pesanan paket {entry.name}{" "}
                      <small>
                        ({account.account}, {source.source})
                      </small>
                    </h3>
                    <OrderFiguresTable
                      orders={entry.orders ?? []}
                      caption={`Pesanan paket ${entry.name}, ${account.account}, ${source.source}, tahun ${year.year}`}
                      links={false}
                      testId="package-orders"
                    />
                  </div>
                )),
              ),
            )}
          </section>
        ))}
        {unbudgeted.length > 0 ? (
          <section aria-labelledby="cetak-tanpa-anggaran">
            <h2 id="cetak-tanpa-anggaran">{UNBUDGETED_TITLE}</h2>
            <OrderFiguresTable
              orders={unbudgeted}
              caption={UNBUDGETED_TITLE}
              orderedOnly
              links={false}
              testId="unbudgeted-orders"
            />
          </section>
        ) : null}
        <section aria-labelledby="cetak-arti">
          <h2 id="cetak-arti">Arti setiap angka</h2>
          <dl>
            {FIGURE_MEANINGS.map(({ label, meaning }) => [
              <dt key={`${label}-t`}>{label}</dt>,
              <dd key={label}>{meaning}</dd>,
            ])}
          </dl>
        </section>
      </div>
    </>
  );
}
