// 001 §2 Transaction list: the buyer's orders, newest first, searched and paged in the URL.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/lib/site";
import { OrderTable } from "~/features/orders/OrderTable";
import { adminClient } from "~/lib/admin/client.server";
import { loadOrderTable } from "~/features/orders/list.server";
import { requireUser } from "~/lib/session.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "orders");

export const meta: MetaFunction = () => [{ title: pageTitle("Daftar Transaksi") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  const params = new URL(request.url).searchParams;
  return { table: await loadOrderTable(await adminClient(request), userId, params) };
}

export default function TransactionList() {
  const { table } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1>Daftar Transaksi</h1>
      <OrderTable table={table} path="/profil/transaksi" exportPath="/profil/transaksi/unduh" />
    </section>
  );
}
