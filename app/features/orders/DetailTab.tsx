import type { ReactNode } from "react";
import { InfoList } from "~/components/ui/InfoList";
import type { Order, OrderLine } from "~/lib/admin/orders.server";
import { formatRupiah } from "~/lib/format";
import { lineSubtotal, negotiatedPrice } from "~/features/orders/negotiation/rules";
import { NegotiationModals } from "./negotiation/NegotiationModals";
import { OrderConfirmation } from "./OrderConfirmation";
import type { OrderTabProps } from "./types";

const place = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", ");

/**
 * 001 §2 Detail Pesanan: buyer, shipping, lines and summary; then the confirmation section, the
 * open form's route (budget form, shipping proposal) as `children`, and the forms' successes.
 */
export function DetailTab({
  order,
  transactionId,
  modal,
  children,
}: OrderTabProps & { children: ReactNode }) {
  const { data: transaction, address } = order;
  const customer = transaction.customer;
  const customerPlace = transaction.customer_address;
  return (
    <>
      <div className="order-cards">
        <article aria-labelledby="buyer-title">
          <h2 id="buyer-title">Informasi Pembeli</h2>
          <InfoList
            rows={[
              // 001 §5: the order shows instance_name, which the profile form labels 'Instansi'.
              ["Instansi", customer?.instance_name],
              ["Email", customer?.email],
              ["No Telepon", customer?.phone],
              [
                "Alamat",
                customerPlace &&
                  place([
                    customerPlace.address,
                    customerPlace.sub_district,
                    customerPlace.district,
                    customerPlace.province,
                    customerPlace.postal_code,
                  ]),
              ],
              ["NIP", customer?.nip],
              ["Nama PP", customer?.name_pp],
            ]}
          />
        </article>
        <article aria-labelledby="shipping-title">
          <h2 id="shipping-title">Informasi Pengiriman</h2>
          <InfoList
            rows={[
              ["Kurir", address.shipping_courier.toUpperCase()],
              ["Layanan", address.shipping_service],
              ["Nama Penerima", address.name_receipt],
              ["No Telepon Penerima", address.phone_receipt],
              [
                "Alamat",
                place([
                  address.satker,
                  address.address,
                  address.sub_district,
                  address.district,
                  address.province,
                  address.postal_code,
                ]),
              ],
            ]}
          />
        </article>
      </div>

      <section className="order-section" aria-labelledby="lines-title">
        <h2 id="lines-title">Produk</h2>
        <OrderLines lines={transaction.transaction_detail} />
        <OrderSummary transaction={transaction} />
      </section>

      <OrderConfirmation order={order} transactionId={transactionId} />
      {children}
      <NegotiationModals order={order} transactionId={transactionId} tab="detail" modal={modal} />
    </>
  );
}

function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <div className="overflow-auto">
      <table className="stack-table" data-testid="order-lines">
        <thead>
          <tr>
            <th scope="col">Produk</th>
            <th scope="col">Jumlah</th>
            <th scope="col">Harga</th>
            <th scope="col">Harga Nego</th>
            <th scope="col">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const unitPrice = line.price_after_discount ?? line.price;
            const nego = negotiatedPrice(line);
            return (
              <tr key={line.id}>
                <td data-label="Produk">
                  <div className="order-line-product">
                    {line.image ? (
                      <picture>
                        {line.webp ? <source srcSet={line.webp} type="image/webp" /> : null}
                        <img src={line.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                      </picture>
                    ) : null}
                    <div>
                      {line.name_product}
                      {line.notes ? <span className="order-line-note">Catatan: {line.notes}</span> : null}
                      {line.is_partial && line.shipping.length > 0 ? (
                        <span className="order-line-parts">
                          Pengiriman bertahap:{" "}
                          {line.shipping
                            .map((qty, index) => `Pengiriman ${index + 1}: ${qty} ${line.unit}`)
                            .join(", ")}
                        </span>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td data-label="Jumlah">
                  {line.qty} {line.unit}
                </td>
                <td data-label="Harga" className="num">
                  {line.discount > 0 && unitPrice < line.price ? (
                    <>
                      <s>{formatRupiah(line.price)}</s>
                      <span className="order-discount">{line.discount}%</span>
                      <br />
                      {formatRupiah(unitPrice)}
                    </>
                  ) : (
                    formatRupiah(unitPrice)
                  )}
                </td>
                <td data-label="Harga Nego" className="num">
                  {nego !== null ? formatRupiah(nego) : "-"}
                </td>
                <td data-label="Subtotal" className="num">
                  {formatRupiah(lineSubtotal(line))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function OrderSummary({ transaction }: { transaction: Order["data"] }) {
  const priceNego = transaction.total_price_nego;
  const shippingNego = transaction.shipping_cost_nego;
  return (
    <dl className="order-summary" data-testid="order-summary">
      <dt>Total Harga ({transaction.total_qty} barang)</dt>
      <dd>
        {priceNego !== null && priceNego !== transaction.total_price ? (
          <>
            <s>{formatRupiah(transaction.total_price)}</s> {formatRupiah(priceNego)}
          </>
        ) : (
          formatRupiah(transaction.total_price)
        )}
      </dd>
      <dt>Ongkos Kirim</dt>
      <dd>
        {shippingNego !== null && shippingNego !== transaction.shipping_cost ? (
          <>
            <s>{formatRupiah(transaction.shipping_cost)}</s> {formatRupiah(shippingNego)}
          </>
        ) : (
          formatRupiah(transaction.shipping_cost)
        )}
      </dd>
      <dt>Total PPN</dt>
      <dd>{formatRupiah(transaction.total_ppn)}</dd>
      <dt className="grand">Total Tagihan</dt>
      <dd className="grand" data-testid="order-grand-total">
        {formatRupiah(transaction.grand_total)}
      </dd>
    </dl>
  );
}
