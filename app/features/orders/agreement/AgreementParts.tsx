// What the Berita Acara Negosiasi and the draft Surat Pesanan both print: the parties, the lines at
// their prices, the totals in figures and words, and the signatures. Rendered as the printable
// page and, unchanged, as the Word file (./word.server), so it keeps to markup Word reads: tables,
// lists and headings, no layout that only CSS grid would give.
import type { ReactNode } from "react";
import type { PrintShop } from "~/components/ui/PrintHead";
import type { Order, ShippingAddress, Spk } from "~/lib/admin/orders.server";
import { formatRupiah } from "~/lib/format";
import { Pairs, roleTitle } from "../PrintedOrder";
import type { ResultLine } from "./history";

/** What both documents know of the order (built by ./documents.server). */
export type AgreementSheet = {
  invoice: string;
  orderedOn: string;
  shop: PrintShop;
  buyer: Order["data"]["customer"];
  delivery: ShippingAddress;
  spk: Spk | null;
  totals: { goods: number; shipping: number; ppn: number; grandTotal: number; inWords: string };
};

/** The known parts of an address or a contact, comma-separated. */
export const place = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", ");

export function Parties({ sheet, seller, buyer }: { sheet: AgreementSheet; seller: string; buyer: string }) {
  const { shop, buyer: customer, delivery } = sheet;
  return (
    <section aria-labelledby="agreement-parties" className="agreement-parties">
      <h2 id="agreement-parties">Para Pihak</h2>
      <h3>{seller}</h3>
      <Pairs
        rows={[
          ["Nama", shop.name],
          ["Alamat", shop.address],
          ["Telepon / Email", place([shop.phone, shop.email])],
        ]}
      />
      <h3>{buyer}</h3>
      <Pairs
        rows={[
          ["Instansi", customer?.instance_name],
          ["Nama Instansi", customer?.name],
          ["Satuan Kerja", sheet.spk?.satuan_kerja || delivery.satker],
          ["NIP", customer?.nip],
          ["Nama PP", customer?.name_pp],
          ["Nama PPK", customer?.name_ppk],
          ["Telepon / Email", place([customer?.phone, customer?.email])],
        ]}
      />
    </section>
  );
}

/** The delivery the order names: receiver, address, courier. */
export function Delivery({ delivery }: { delivery: ShippingAddress }) {
  return (
    <Pairs
      rows={[
        ["Penerima", place([delivery.name_receipt, delivery.phone_receipt])],
        [
          "Alamat",
          place([
            delivery.address,
            delivery.sub_district,
            delivery.district,
            delivery.province,
            delivery.postal_code,
          ]),
        ],
        ["Kurir", `${delivery.shipping_courier.toUpperCase()} ${delivery.shipping_service}`.trim()],
      ]}
    />
  );
}

/**
 * The lines at the prices in force; with `initial`, also each line's price before negotiation.
 * Label: value rows on a phone's screen (.stack-table), a table on paper (print.css, .print-lines).
 */
export function ResultTable({
  lines,
  priceLabel,
  initial = false,
}: {
  lines: ResultLine[];
  priceLabel: string;
  initial?: boolean;
}) {
  return (
    <table className="stack-table print-lines" data-testid="agreement-lines">
      <thead>
        <tr>
          <th scope="col">No</th>
          <th scope="col">Produk</th>
          <th scope="col" className="num">
            Jumlah
          </th>
          {initial ? (
            <th scope="col" className="num">
              Harga Awal
            </th>
          ) : null}
          <th scope="col" className="num">
            {priceLabel}
          </th>
          <th scope="col" className="num">
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.detailId}>
            <td data-label="No">{index + 1}</td>
            <td data-label="Produk" dir="auto">
              {line.product}
            </td>
            <td data-label="Jumlah" className="num">
              {/* One grid item in a phone's label: value row, not two. */}
              <span>
                {line.qty} <bdi>{line.unit}</bdi>
              </span>
            </td>
            {initial ? (
              <td data-label="Harga Awal" className="num">
                {formatRupiah(line.initialPrice)}
              </td>
            ) : null}
            <td data-label={priceLabel} className="num">
              {formatRupiah(line.finalPrice)}
            </td>
            <td data-label="Subtotal" className="num">
              {formatRupiah(line.subtotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The order's totals as the invoice bills them, and the grand total in words. */
export function Totals({
  totals,
  shippingLabel,
}: {
  totals: AgreementSheet["totals"];
  shippingLabel: string;
}) {
  return (
    <>
      <table className="agreement-totals">
        <tbody>
          <tr>
            <th scope="row">Total Harga Barang</th>
            <td className="num">{formatRupiah(totals.goods)}</td>
          </tr>
          <tr>
            <th scope="row">{shippingLabel}</th>
            <td className="num">{formatRupiah(totals.shipping)}</td>
          </tr>
          <tr>
            <th scope="row">PPN</th>
            <td className="num">{formatRupiah(totals.ppn)}</td>
          </tr>
          <tr>
            <th scope="row">Total Tagihan</th>
            <td className="num">
              <strong data-testid="agreement-grand-total">{formatRupiah(totals.grandTotal)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <p className="print-words" data-testid="agreement-words">
        Terbilang: {totals.inWords}
      </p>
    </>
  );
}

/** The official who signs for the satker: from the budget data, else the buyer's PPK. */
export function buyerSignatory(sheet: AgreementSheet): { title: string; name: string; nip: string } {
  if (sheet.spk)
    return {
      title: roleTitle(sheet.spk.tipe_pemerintah),
      name: sheet.spk.nama_pemerintah,
      nip: sheet.spk.nip_pemerintah,
    };
  return { title: "PPK", name: sheet.buyer?.name_ppk ?? "", nip: "" };
}

type Signer = { side: ReactNode; title: string; name: string; nip?: string };

const BLANK = "..............................";

/** Two signatures side by side; a name not known yet is a line to fill in by hand. */
export function Signatures({ left, right }: { left: Signer; right: Signer }) {
  const cell = (signer: Signer) => (
    <td>
      <p>{signer.side}</p>
      <p>{signer.title}</p>
      {/* Room for the signature and stamp, as lines Word keeps too. */}
      <p className="agreement-sign-space">
        <br />
        <br />
        <br />
      </p>
      <p className="agreement-signer">
        <bdi>{signer.name || BLANK}</bdi>
      </p>
      {signer.nip !== undefined ? <p>NIP. {signer.nip || BLANK}</p> : null}
    </td>
  );
  return (
    <table className="agreement-signatures" data-testid="agreement-signatures">
      <tbody>
        <tr>
          {cell(left)}
          {cell(right)}
        </tr>
      </tbody>
    </table>
  );
}
