// /profil/respon?id_transaksi=: the payment_success_url the shop gives the host (000 §2), where the
// Doku gateway sends the buyer back; it shows that payment's status. An address without the id
// (a return URL another client gave the host) gets a plain notice pointing to the transactions.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PaymentStatusView } from "~/features/payments/PaymentStatusView";
import { loadPaymentStatus } from "~/features/payments/status-page.server";
import { requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("infoList", "orders", "payments");

export const meta: MetaFunction = () => [{ title: pageTitle("Status Pembayaran") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id_transaksi");
  if (id === null) {
    await requireUser(request);
    return { status: null };
  }
  return { status: await loadPaymentStatus(request, id) };
}

export default function PaymentReturnPage() {
  const { status } = useLoaderData<typeof loader>();
  if (status) return <PaymentStatusView data={status} />;
  return (
    <section className="payment-page">
      <h1>Status Pembayaran</h1>
      <p className="payment-notice">
        Terima kasih. Status pembayaran pesanan Anda dapat dilihat di Daftar Transaksi.
      </p>
      <p>
        <Link to="/profil/transaksi" role="button">
          Lihat Daftar Transaksi
        </Link>
      </p>
    </section>
  );
}
