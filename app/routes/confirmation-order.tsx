import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/features/catalogue/ProductCard";
import { listRecommended } from "~/lib/admin/catalogue.server";
import { adminClient } from "~/lib/admin/client.server";
import { nullOnAdminError } from "~/lib/forms/host-answer.server";
import { getOrder } from "~/lib/admin/orders.server";
import { formatRupiah } from "~/lib/format";
import { formatDate } from "~/lib/format-date";
import { isStatus } from "~/features/orders/status";
import { detailHref } from "~/features/orders/tabs";
import { commitSession, requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "buying", "infoList", "orders", "negotiation");

export const meta: MetaFunction = () => [{ title: pageTitle("Konfirmasi Pesanan") }];

/** 000 §2: six recommended products under the thank-you. */
const RECOMMENDED = 6;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const transactionId = user.session.get("id_transaksi");
  if (transactionId === undefined) throw redirect("/keranjang-belanja");
  const admin = await adminClient(request);
  const [order, recommended] = await Promise.all([
    getOrder(admin, transactionId).catch(nullOnAdminError),
    listRecommended(admin, 0).catch(() => []),
  ]);
  if (!order) {
    // The stored id no longer names one of this buyer's orders.
    user.session.unset("id_transaksi");
    throw redirect("/keranjang-belanja", { headers: { "Set-Cookie": await commitSession(user.session) } });
  }
  // Formatted here so that date-fns and its locale stay out of the page's JavaScript.
  return {
    order,
    orderedOn: formatDate(order.data.created_at),
    recommended: recommended.slice(0, RECOMMENDED),
  };
}

export default function ConfirmationOrder() {
  const { order, orderedOn, recommended } = useLoaderData<typeof loader>();
  const { data: transaction, address } = order;
  return (
    <div className="confirmation-page">
      <section className="confirmation-thanks">
        <h1>Terima kasih, pesanan Anda telah kami terima</h1>
        <p>
          Nomor invoice: <strong data-testid="invoice">{transaction.invoice}</strong> ({orderedOn})
        </p>
        <NextStep transactionId={transaction.id} status={transaction.status} />
      </section>

      <div className="confirmation-grid">
        {transaction.customer ? (
          <section className="checkout-card" aria-labelledby="buyer-title">
            <h2 id="buyer-title">Informasi Pembeli</h2>
            <p>
              {transaction.customer.name}
              <br />
              {transaction.customer.instance_name}
              <br />
              {transaction.customer.email}
              <br />
              {transaction.customer.phone}
            </p>
          </section>
        ) : null}
        <section className="checkout-card" aria-labelledby="shipping-info-title">
          <h2 id="shipping-info-title">Informasi Pengiriman</h2>
          <p>
            <strong>{address.satker}</strong>
            <br />
            {address.name_receipt} ({address.phone_receipt})
            <br />
            {[address.address, address.sub_district, address.district, address.province, address.postal_code]
              .filter(Boolean)
              .join(", ")}
            <br />
            Kurir: {address.shipping_courier.toUpperCase()} {address.shipping_service}
          </p>
        </section>
      </div>

      <section className="checkout-card" aria-labelledby="items-title">
        <h2 id="items-title">Produk</h2>
        <div className="overflow-auto">
          <table className="stack-table">
            <thead>
              <tr>
                <th scope="col">Produk</th>
                <th scope="col">Jumlah</th>
                <th scope="col">Harga</th>
                <th scope="col">Subtotal</th>
                <th scope="col">Pengiriman</th>
              </tr>
            </thead>
            <tbody>
              {transaction.transaction_detail.map((line) => (
                <tr key={line.id}>
                  <td data-label="Produk">
                    {line.name_product}
                    {line.notes ? <small className="checkout-note"> Catatan: {line.notes}</small> : null}
                  </td>
                  <td data-label="Jumlah">
                    {line.qty} {line.unit}
                  </td>
                  <td data-label="Harga">
                    {line.is_nego && line.price_nego !== null ? (
                      <>
                        <s>{formatRupiah(line.price_after_discount ?? line.price)}</s>{" "}
                        {formatRupiah(line.price_nego)}
                      </>
                    ) : (
                      formatRupiah(line.price_after_discount ?? line.price)
                    )}
                  </td>
                  <td data-label="Subtotal">
                    {formatRupiah(
                      line.is_nego && line.subtotal_nego !== null ? line.subtotal_nego : line.subtotal,
                    )}
                  </td>
                  <td data-label="Pengiriman">
                    {line.shipping.length > 1 ? line.shipping.join(" + ") : "Sekaligus"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="confirmation-summary">
          <dt>Total harga</dt>
          <dd>{formatRupiah(transaction.total_price_nego ?? transaction.total_price)}</dd>
          <dt>PPN 11%</dt>
          <dd>{formatRupiah(transaction.total_ppn)}</dd>
          <dt>Ongkos kirim</dt>
          <dd>{formatRupiah(transaction.shipping_cost_nego ?? transaction.shipping_cost)}</dd>
          <dt>Total tagihan</dt>
          <dd>
            <strong data-testid="order-grand-total">{formatRupiah(transaction.grand_total)}</strong>
          </dd>
        </dl>
      </section>

      {recommended.length > 0 ? (
        <section aria-labelledby="recommended-title">
          <h2 id="recommended-title">Rekomendasi untuk Anda</h2>
          <ProductGrid products={recommended} />
        </section>
      ) : null}
    </div>
  );
}

/** What happens next (issue 21): an order sent with a negotiation waits for the administrator,
 *  followed on the order's Negosiasi tab; one without is confirmed and waits for the budget data. */
function NextStep({ transactionId, status }: { transactionId: number; status: string }) {
  const negotiating = isStatus(status, "pending");
  return (
    <div className="confirmation-next" data-testid="next-step">
      <h2>Langkah berikutnya</h2>
      {negotiating ? (
        <p>
          Negosiasi Anda sedang menunggu tanggapan administrator. Pesanan diproses setelah negosiasi
          disepakati; tanggapan administrator dapat Anda ikuti pada tab Negosiasi di detail transaksi.
        </p>
      ) : isStatus(status, "confirmed") ? (
        <p>
          Pesanan Anda telah dikonfirmasi. Lengkapi data anggaran melalui tombol Konfirmasi Transaksi di
          detail transaksi, lalu lakukan pembayaran.
        </p>
      ) : (
        <p>Perkembangan pesanan dapat Anda ikuti di detail transaksi.</p>
      )}
      <p>
        <Link
          to={negotiating ? detailHref(transactionId, "negosiasi") : detailHref(transactionId)}
          role="button"
        >
          {negotiating ? "Ikuti negosiasi" : "Lihat detail transaksi"}
        </Link>
      </p>
    </div>
  );
}
