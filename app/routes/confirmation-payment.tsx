// 000 §2 /confirmation-payment: static sample content only (a sample virtual-account payment, due
// date, amount and instructions) and up to 5 recommended products; no real behaviour.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/features/catalogue/ProductCard";
import { VirtualAccountSteps } from "~/features/payments/Instructions";
import { InfoList } from "~/components/ui/InfoList";
import { listRecommended } from "~/lib/admin/catalogue.server";
import { adminClient, emptyOnAdminError } from "~/lib/admin/client.server";
import { formatRupiah } from "~/lib/format";
import { formatDateTimeWita } from "~/lib/format-date";
import { VA_BILL_NUMBER } from "~/features/payments/instruction-texts";
import { requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "infoList", "payments");

export const meta: MetaFunction = () => [{ title: pageTitle("Konfirmasi Pembayaran") }];

/** 000 §9: "payment-confirmation sample page up to 5 recommendations". */
const RECOMMENDED = 5;
const SAMPLE_AMOUNT = 1_250_000;
const DAY_MS = 24 * 3600_000;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  // A sample page: without recommendations it still says what it has to say.
  const recommended = await listRecommended(await adminClient(request), 0).catch(emptyOnAdminError);
  return {
    // A sample due date a day ahead, formatted here so date-fns stays out of the page's JavaScript.
    dueDate: formatDateTimeWita(Date.now() + DAY_MS),
    recommended: recommended.slice(0, RECOMMENDED),
  };
}

export default function ConfirmationPayment() {
  const { dueDate, recommended } = useLoaderData<typeof loader>();
  return (
    <section className="payment-page">
      <h1>Konfirmasi Pembayaran</h1>
      <p className="payment-sample">Contoh tampilan pembayaran Virtual Account.</p>
      <section className="payment-card" aria-labelledby="sample-payment-title">
        <h2 id="sample-payment-title">Pembayaran Virtual Account</h2>
        <InfoList
          rows={[
            ["Metode Pembayaran", "Virtual Account BPD Bali"],
            [
              "Nomor Virtual Account",
              <strong key="va" className="payment-bill">
                {VA_BILL_NUMBER}
              </strong>,
            ],
            ["Total Pembayaran", <strong key="total">{formatRupiah(SAMPLE_AMOUNT)}</strong>],
            ["Bayar Sebelum", dueDate],
          ]}
        />
      </section>
      <section className="payment-card" aria-labelledby="sample-howto-title">
        <h2 id="sample-howto-title">Tata Cara Pembayaran</h2>
        <VirtualAccountSteps heading="h3" />
      </section>
      <p>
        <Link to="/profil/transaksi">Lihat Daftar Transaksi</Link>
      </p>
      {recommended.length > 0 ? (
        <section aria-labelledby="recommended-title">
          <h2 id="recommended-title">Rekomendasi untuk Anda</h2>
          <ProductGrid products={recommended} />
        </section>
      ) : null}
    </section>
  );
}
