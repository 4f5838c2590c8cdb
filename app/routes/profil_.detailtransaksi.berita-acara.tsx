// Berita Acara Negosiasi (issue 33): /profil/detailtransaksi/berita-acara?id_transaksi=, every
// round of the order's negotiation and its result, on A4 with no site chrome and no JavaScript,
// like the printable order; its Word file is the route beside it (berita-acara/unduh).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITE_NAME, type RouteHandle } from "~/lib/site";
import printSheet from "~/features/orders/print.css?url";
import agreementSheet from "~/features/orders/agreement/agreement.css?url";
import { AgreementTools } from "~/features/orders/agreement/AgreementTools";
import { loadMinutes } from "~/features/orders/agreement/documents.server";
import { NegotiationMinutes } from "~/features/orders/agreement/NegotiationMinutes";
import { detailHref } from "~/features/orders/tabs";

export const handle: RouteHandle = { bare: true, scripts: false };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: printSheet },
  { rel: "stylesheet", href: agreementSheet },
];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Berita Acara Negosiasi ${data.minutes.invoice} | ${SITE_NAME}`
      : `Berita Acara Negosiasi | ${SITE_NAME}`,
  },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadMinutes(request);

export default function NegotiationMinutesPage() {
  const { transactionId, minutes } = useLoaderData<typeof loader>();
  return (
    <>
      <AgreementTools
        transactionId={transactionId}
        document="berita-acara"
        backHref={detailHref(transactionId, "negosiasi")}
        backLabel="Kembali ke negosiasi"
      />
      <NegotiationMinutes {...minutes} />
    </>
  );
}
