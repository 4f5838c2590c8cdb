// The payment status page (001 §2; its route is not in the spec: /profil/status-pembayaran?id=).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaymentStatusView } from "~/features/payments/PaymentStatusView";
import { loadPaymentStatus } from "~/features/payments/status-page.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("infoList", "orders", "payments");

export const meta: MetaFunction = () => [{ title: pageTitle("Status Pembayaran") }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadPaymentStatus(request, new URL(request.url).searchParams.get("id"));
}

export default function PaymentStatusPage() {
  return <PaymentStatusView data={useLoaderData<typeof loader>()} />;
}
