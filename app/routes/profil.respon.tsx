// /profil/respon?id_transaksi=: the payment_success_url the shop gives the host (000 §2), where the
// Doku gateway sends the buyer back; it shows that payment's status.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaymentStatusView } from "~/components/payments/PaymentStatusView";
import { paymentLinks } from "~/components/payments/styles";
import { loadPaymentStatus } from "~/lib/payments/status-page.server";

export const links = paymentLinks;

export const meta: MetaFunction = () => [{ title: "Status Pembayaran" }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadPaymentStatus(request, new URL(request.url).searchParams.get("id_transaksi"));
}

export default function PaymentReturnPage() {
  return <PaymentStatusView data={useLoaderData<typeof loader>()} />;
}
