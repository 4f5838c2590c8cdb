// The order as printed: shop, invoice, buyer and institution, SPK, delivery, lines, totals.
import { Fragment, type ReactNode } from "react";
import { PrintHead, type PrintShop } from "~/components/ui/PrintHead";
import type { Order, Spk } from "~/lib/admin/orders.server";
import { formatRupiah } from "~/lib/format";
import { lineSubtotal, negotiatedPrice } from "~/features/orders/negotiation/rules";
import { statusBadge } from "~/features/orders/status";

type Props = {
  order: Order;
  shop: PrintShop;
  orderedOn: string;
  grandTotalInWords: string;
};

const place = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", ");

/** The host stores the spec's role values ('pengguna angaran', 'bendahara umum'); printed as titles. */
const ROLE_TITLES: Record<string, string> = {
  ppk: "PPK",
  "pengguna angaran": "Pengguna Anggaran",
  "kuasa pengguna angaran": "Kuasa Pengguna Anggaran",
  "bendahara umum": "Bendahara Umum",
  "bendahara pengeluaran": "Bendahara Pengeluaran",
  "bendahara pembantu": "Bendahara Pembantu",
};
export const roleTitle = (value: string) => ROLE_TITLES[value.toLowerCase()] ?? value;

/** A name typed by a buyer beside other text: isolated, so a U+202E in it reorders nothing after it. */
const named = (name: string, rest: string) => (
  <>
    <bdi>{name}</bdi> {rest}
  </>
);

export function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          {/* dir="auto" isolates each value, as InfoList does on the screen pages. */}
          <dd dir="auto">{value === null || value === undefined || value === "" ? "-" : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function SpkSection({ spk }: { spk: Spk }) {
  return (
    <section aria-labelledby="print-spk">
      <h2 id="print-spk">Data Anggaran (SPK)</h2>
      <Pairs
        rows={[
          ["Satuan Kerja", spk.satuan_kerja],
          ["Kementerian/Lembaga", spk.lembaga],
          ["Paket Pekerjaan", spk.paket_kerja],
          ["Tahun Anggaran", spk.tahun_anggaran],
          ["Sumber Dana", spk.sumber_dana],
          ["Kode Rekening", spk.kode_rekening],
          ["Pagu Anggaran", formatRupiah(spk.pagu_anggaran)],
          [roleTitle(spk.tipe_pemerintah), named(spk.nama_pemerintah, `(NIP ${spk.nip_pemerintah})`)],
          [roleTitle(spk.tipe_bendahara), named(spk.nama_bendahara, `(NIP ${spk.nip_bendahara})`)],
        ]}
      />
    </section>
  );
}

export function PrintedOrder({ order, shop, orderedOn, grandTotalInWords }: Props) {
  const { data: transaction, address } = order;
  const customer = transaction.customer;
  return (
    <div className="print-order">
      <PrintHead shop={shop}>
        <p>
          <strong>Pesanan {transaction.invoice}</strong>
        </p>
        <p>Tanggal: {orderedOn}</p>
        <p>Status: {statusBadge(transaction.status).label}</p>
      </PrintHead>

      <div className="print-columns">
        <section aria-labelledby="print-buyer">
          <h2 id="print-buyer">Pembeli</h2>
          <Pairs
            rows={[
              ["Nama Instansi", customer?.name],
              ["Instansi", customer?.instance_name],
              ["NIP", customer?.nip],
              ["Nama PP", customer?.name_pp],
              ["Nama PPK", customer?.name_ppk],
              ["Email", customer?.email],
              ["No Telepon", customer?.phone],
            ]}
          />
        </section>
        <section aria-labelledby="print-delivery">
          <h2 id="print-delivery">Alamat Pengiriman</h2>
          <Pairs
            rows={[
              ["Satker", address.satker],
              ["Penerima", named(address.name_receipt, `(${address.phone_receipt})`)],
              [
                "Alamat",
                place([
                  address.address,
                  address.sub_district,
                  address.district,
                  address.province,
                  address.postal_code,
                ]),
              ],
              ["Kurir", `${address.shipping_courier.toUpperCase()} ${address.shipping_service}`.trim()],
            ]}
          />
        </section>
      </div>

      {transaction.spk ? <SpkSection spk={transaction.spk} /> : null}

      <section aria-labelledby="print-lines">
        <h2 id="print-lines">Rincian Produk</h2>
        {/* Label: value rows on a phone's screen (stack-table); a table on paper (print.css). */}
        <table className="stack-table print-lines">
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">Produk</th>
              <th scope="col" className="num">
                Jumlah
              </th>
              <th scope="col" className="num">
                Harga Satuan
              </th>
              <th scope="col" className="num">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody>
            {transaction.transaction_detail.map((line, index) => {
              const nego = negotiatedPrice(line);
              return (
                <tr key={line.id}>
                  <td data-label="No">{index + 1}</td>
                  <td data-label="Produk">
                    {line.name_product}
                    {line.notes ? <small> ({line.notes})</small> : null}
                  </td>
                  <td data-label="Jumlah" className="num">
                    {line.qty} {line.unit}
                  </td>
                  <td data-label="Harga Satuan" className="num">
                    {formatRupiah(nego ?? line.price_after_discount ?? line.price)}
                  </td>
                  <td data-label="Subtotal" className="num">
                    {formatRupiah(lineSubtotal(line))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <dl className="print-totals">
          <dt>Total Harga ({transaction.total_qty} barang)</dt>
          <dd className="num">{formatRupiah(transaction.total_price_nego ?? transaction.total_price)}</dd>
          <dt>Ongkos Kirim</dt>
          <dd className="num">{formatRupiah(transaction.shipping_cost_nego ?? transaction.shipping_cost)}</dd>
          <dt>PPN</dt>
          <dd className="num">{formatRupiah(transaction.total_ppn)}</dd>
          <dt>Total Tagihan</dt>
          <dd className="num">
            <strong data-testid="print-grand-total">{formatRupiah(transaction.grand_total)}</strong>
          </dd>
        </dl>
        <p className="print-words" data-testid="print-words">
          Terbilang: {grandTotalInWords}
        </p>
      </section>
    </div>
  );
}
