import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { InfoList } from "~/components/ui/InfoList";
import { pageTitle } from "~/lib/site";
import { OrderTable } from "~/features/orders/OrderTable";
import { getCustomerData } from "~/lib/admin/auth.server";
import { adminClient } from "~/lib/admin/client.server";
import { loadOrderTable } from "~/features/orders/list.server";
import { DASHBOARD_PATH } from "~/features/profile/paths";
import { REALISATION_PATH } from "~/features/procurement/query";
import { loadYearEndReminders } from "~/features/procurement/reminders.server";
import { YearEndReminders } from "~/features/procurement/YearEndReminders";
import { requireUser } from "~/lib/session.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "infoList", "orders");

export const meta: MetaFunction = () => [{ title: pageTitle("Beranda Akun") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const admin = adminClient(request);
  const [customer, table, reminders] = await Promise.all([
    getCustomerData(request, userId),
    admin.then((client) => loadOrderTable(client, userId, params)),
    // From November (WITA) only: the fiscal year's open orders (issue 33).
    admin.then((client) => loadYearEndReminders(client, userId)),
  ]);
  return { customer, table, reminders };
}

/** 001 §2 Dashboard: the institution data, then the transaction table. */
export default function Dashboard() {
  const { customer, table, reminders } = useLoaderData<typeof loader>();
  // The host stores a missing address as the text "null" (001 §2).
  const address = customer.address && customer.address !== "null" ? customer.address : null;
  return (
    <section>
      <h1>Beranda</h1>
      <article className="institution">
        {customer.image ? (
          <img
            className="photo"
            src={customer.image}
            alt={`Foto ${customer.name}`}
            width={128}
            height={128}
          />
        ) : (
          <span className="photo" aria-hidden="true">
            {(customer.name || customer.email).charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h2>{customer.name}</h2>
          <InfoList
            rows={[
              // 'Nama Instansi' is the heading's field (name), as on the profile form;
              // instance_name is 'Instansi' there too: one label, one meaning.
              ["Instansi", customer.instance_name],
              ["Email", customer.email],
              ["No Telepon", customer.phone],
              ...(address ? [["Alamat", address] as [string, string]] : []),
              ["NIP", customer.nip],
              ["Nama PP", customer.name_pp],
              ["Nama PPK", customer.name_ppk],
            ]}
          />
        </div>
      </article>
      {reminders ? <YearEndReminders reminders={reminders} /> : null}
      <p>
        <Link to={REALISATION_PATH}>Realisasi anggaran</Link>: pesanan per tahun anggaran, sumber dana dan
        paket pekerjaan terhadap pagunya, dengan berkas SPJ.
      </p>
      <section aria-labelledby="dashboard-orders-title">
        <h2 id="dashboard-orders-title">Daftar Transaksi</h2>
        <OrderTable table={table} path={DASHBOARD_PATH} />
      </section>
    </section>
  );
}
