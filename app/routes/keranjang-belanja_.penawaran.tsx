// Cetak Penawaran (issue 24): a price quotation for the cart's selected lines, printable on one
// A4 page, with its .xlsx beside it. Bare and without JavaScript, like the printable order; the
// cart posts its ticked lines here (the same form as checkout) and gets this page's address.
import {
  redirectDocument,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SITE_NAME, type RouteHandle } from "~/lib/site";
import printSheet from "~/features/orders/print.css?url";
import { QuotationSheet } from "~/features/quotation/QuotationSheet";
import quotationSheet from "~/features/quotation/quotation.css?url";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { quotationHref, selectedLines } from "~/features/quotation/href";
import { loadQuotation } from "~/features/quotation/quotation.server";
import { requireUser } from "~/lib/session.server";
import { sheets } from "~/styles/sheets";

export const handle: RouteHandle = { bare: true, scripts: false };
// The delivery address's select takes the forms sheet (decision 0020), before the page's own.
const formsSheet = sheets("forms");
export const links: LinksFunction = () => [
  ...formsSheet(),
  { rel: "stylesheet", href: printSheet },
  { rel: "stylesheet", href: quotationSheet },
];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Penawaran ${data.number} | ${SITE_NAME}` : `Penawaran | ${SITE_NAME}` },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadQuotation(request);
}

/** The cart's 'Cetak Penawaran' button: its ticked lines (`selected`) become this page's address. */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const ticked = new URLSearchParams();
  for (const value of formData.getAll("selected"))
    if (typeof value === "string") ticked.append("pilih", value);
  // A whole page load: the printable page runs without the shop's JavaScript.
  throw redirectDocument(quotationHref(selectedLines(ticked)));
}

export default function QuotationPage() {
  const quotation = useLoaderData<typeof loader>();
  const xlsxHref = quotationHref(quotation.selected, quotation.delivery?.id, ".xlsx");
  return (
    <>
      <div className="print-hint quotation-tools">
        <p>
          Gunakan menu cetak peramban (Ctrl+P) untuk mencetak atau menyimpan sebagai PDF.{" "}
          <Link to="/keranjang-belanja" reloadDocument>
            Kembali ke keranjang
          </Link>
        </p>
        <a href={xlsxHref} download role="button" className="secondary" data-testid="quotation-xlsx">
          Unduh Excel (.xlsx)
        </a>
        {quotation.addresses.length > 1 ? (
          <Form method="get" className="quotation-address" reloadDocument>
            {quotation.selected.map((id) => (
              <input key={id} type="hidden" name="pilih" value={id} />
            ))}
            <label htmlFor="quotation-address">Alamat pengiriman</label>
            <select id="quotation-address" name="alamat" defaultValue={quotation.delivery?.id}>
              {quotation.addresses.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.satker}
                </option>
              ))}
            </select>
            <button type="submit" className="secondary">
              Pilih
            </button>
          </Form>
        ) : null}
      </div>
      <QuotationSheet quotation={quotation} />
    </>
  );
}
