// The quotation as printed: the shop, number and dates, the buyer and delivery, the lines, the
// totals with PPN and the amount in words. Styled by the printable order's sheet plus its own.
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { PrintHead } from "~/components/ui/PrintHead";
import { formatRupiah } from "~/lib/format";
import type { Quotation } from "~/features/quotation/quotation.server";

export function QuotationSheet({ quotation }: { quotation: Quotation }) {
  const { shop, buyer, delivery, lines, totals } = quotation;
  return (
    <div className="print-order quotation">
      <PrintHead shop={shop}>
        <p>
          <strong>Surat Penawaran Harga</strong>
        </p>
        <p>
          Nomor: <span data-testid="quotation-number">{quotation.number}</span>
        </p>
        <p>Tanggal: {quotation.date}</p>
        <p>
          Berlaku sampai: <span data-testid="quotation-valid">{quotation.validUntil}</span>
        </p>
      </PrintHead>

      <section aria-labelledby="quotation-buyer">
        <h2 id="quotation-buyer">Kepada</h2>
        <dl>
          <dt>Nama</dt>
          <dd>{buyer.name || "-"}</dd>
          <dt>Instansi</dt>
          <dd>{buyer.institution || "-"}</dd>
          <dt>Satker</dt>
          <dd data-testid="quotation-satker">{delivery?.satker ?? "-"}</dd>
          <dt>Alamat Pengiriman</dt>
          <dd>{delivery ? `${delivery.address} · ${delivery.receiver}` : "-"}</dd>
        </dl>
      </section>

      <section aria-labelledby="quotation-lines">
        <h2 id="quotation-lines">Rincian Harga</h2>
        <ScrollRegion label="Tabel rincian harga">
          <table>
            <thead>
              <tr>
                <th scope="col">No</th>
                <th scope="col">Produk</th>
                <th scope="col" className="num">
                  Jumlah
                </th>
                <th scope="col">Satuan</th>
                <th scope="col" className="num">
                  Harga Satuan
                </th>
                <th scope="col" className="num">
                  Subtotal
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={line.cartId} data-testid="quotation-line">
                  <td>{index + 1}</td>
                  <td>{line.name}</td>
                  <td className="num">{line.qty}</td>
                  <td>{line.unit || "-"}</td>
                  <td className="num">{formatRupiah(line.unitPrice)}</td>
                  <td className="num">{formatRupiah(line.subtotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <dl className="print-totals">
          <dt>Total Harga</dt>
          <dd className="num" data-testid="quotation-total">
            {formatRupiah(totals.total)}
          </dd>
          <dt>PPN 11%</dt>
          <dd className="num" data-testid="quotation-ppn">
            {formatRupiah(totals.ppn)}
          </dd>
          <dt>Total</dt>
          <dd className="num">
            <strong data-testid="quotation-grand-total">{formatRupiah(totals.grandTotal)}</strong>
          </dd>
        </dl>
        <p className="print-words" data-testid="quotation-words">
          Terbilang: {quotation.inWords}
        </p>
      </section>

      <section aria-labelledby="quotation-terms" className="quotation-terms">
        <h2 id="quotation-terms">Ketentuan</h2>
        <ul>
          <li>Harga mengikuti harga katalog pada tanggal penawaran dan sudah termasuk promo yang berlaku.</li>
          <li>Ongkos kirim belum termasuk; ongkos kirim dihitung saat checkout sesuai alamat dan kurir.</li>
          <li>Penawaran ini berlaku sampai {quotation.validUntil}.</li>
        </ul>
      </section>
    </div>
  );
}
