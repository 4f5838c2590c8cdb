// The draft Surat Pesanan (issue 33): /profil/detailtransaksi/surat-pesanan?id_transaksi=, the
// confirmed order as the satker's purchase order, on A4 with no site chrome and no JavaScript;
// its Word file is the route beside it (surat-pesanan/unduh). Before the order is confirmed the
// page says why there is no draft yet (409).
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITE_NAME, type RouteHandle } from "~/lib/site";
import printSheet from "~/features/orders/print.css?url";
import agreementSheet from "~/features/orders/agreement/agreement.css?url";
import { DOCUMENT_TITLES } from "~/features/orders/agreement/agreement";
import { AgreementTools } from "~/features/orders/agreement/AgreementTools";
import { loadPurchaseOrder } from "~/features/orders/agreement/documents.server";
import { PurchaseOrderDraft } from "~/features/orders/agreement/PurchaseOrderDraft";
import { detailHref } from "~/features/orders/tabs";

export const handle: RouteHandle = { bare: true, scripts: false };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: printSheet },
  { rel: "stylesheet", href: agreementSheet },
];
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  {
    title: loaded?.draft
      ? `Surat Pesanan ${loaded.draft.invoice} | ${SITE_NAME}`
      : `Surat Pesanan | ${SITE_NAME}`,
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const loaded = await loadPurchaseOrder(request);
  return data(loaded, { status: loaded.refused ? 409 : 200 });
}

export default function PurchaseOrderPage() {
  const { transactionId, negotiated, refused, draft } = useLoaderData<typeof loader>();
  // Back where the links are: the Negosiasi tab of a negotiated order, else Detail Pesanan.
  const back = negotiated
    ? { href: detailHref(transactionId, "negosiasi"), label: "Kembali ke negosiasi" }
    : { href: detailHref(transactionId), label: "Kembali ke detail transaksi" };
  if (!draft)
    return (
      <div className="print-order agreement">
        <h1>{DOCUMENT_TITLES["surat-pesanan"]}</h1>
        <p role="note" data-testid="agreement-refused">
          {refused}
        </p>
        <p>
          <a href={back.href}>{back.label}</a>
        </p>
      </div>
    );
  return (
    <>
      <AgreementTools
        transactionId={transactionId}
        document="surat-pesanan"
        backHref={back.href}
        backLabel={back.label}
      />
      <PurchaseOrderDraft {...draft} />
    </>
  );
}
