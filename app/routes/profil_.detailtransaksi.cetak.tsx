// The printable order (/profil/detailtransaksi/cetak?id_transaksi=): A4, no site chrome and
// no JavaScript, ready for the browser's print or save-as-PDF.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SITE_NAME, type RouteHandle } from "~/lib/site";
import { shopLetterhead } from "~/components/ui/letterhead.server";
import { PrintedOrder } from "~/features/orders/PrintedOrder";
import stylesheet from "~/features/orders/print.css?url";
import { adminClient } from "~/lib/admin/client.server";
import { getOrder } from "~/lib/admin/orders.server";
import { formatDate } from "~/lib/format-date";
import { detailHref, parseId } from "~/features/orders/tabs";
import { rupiahInWords } from "~/features/orders/terbilang";
import { requireUser } from "~/lib/session.server";
import { hostNotFound, notFound } from "~/lib/not-found.server";

export const handle: RouteHandle = { bare: true, scripts: false };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Cetak ${data.order.data.invoice} | ${SITE_NAME}` : `Cetak | ${SITE_NAME}` },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const transactionId = parseId(new URL(request.url).searchParams.get("id_transaksi"));
  if (transactionId === null) throw notFound("Transaksi");
  const admin = await adminClient(request);
  const [order, shop] = await Promise.all([
    getOrder(admin, transactionId).catch((error: unknown) => hostNotFound(error, "Transaksi")),
    shopLetterhead(),
  ]);
  return {
    transactionId,
    order,
    shop,
    orderedOn: formatDate(order.data.created_at),
    grandTotalInWords: rupiahInWords(order.data.grand_total),
  };
}

export default function PrintOrder() {
  const { transactionId, ...printed } = useLoaderData<typeof loader>();
  return (
    <>
      <p className="print-hint">
        Gunakan menu cetak peramban (Ctrl+P) untuk mencetak atau menyimpan sebagai PDF.{" "}
        <Link to={detailHref(transactionId)} reloadDocument>
          Kembali ke detail transaksi
        </Link>
      </p>
      <PrintedOrder {...printed} />
    </>
  );
}
