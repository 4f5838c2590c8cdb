// The draft Surat Pesanan: the satker orders the confirmed order's goods from the shop at the
// prices in force. A draft: its number and date are the satker's to give before it is signed.
import { PrintHead } from "~/components/ui/PrintHead";
import { Pairs, SpkSection } from "../PrintedOrder";
import {
  buyerSignatory,
  Delivery,
  Parties,
  place,
  ResultTable,
  Signatures,
  Totals,
  type AgreementSheet,
} from "./AgreementParts";
import type { ResultLine } from "./history";

export type PurchaseOrderProps = AgreementSheet & {
  lines: ResultLine[];
  /** The round whose prices were agreed, for a negotiated order. */
  agreedStep: number | null;
};

const TO_FILL = "........................ (diisi oleh satuan kerja)";

export function PurchaseOrderDraft({ lines, agreedStep, ...sheet }: PurchaseOrderProps) {
  const { spk, buyer, delivery } = sheet;
  const signer = buyerSignatory(sheet);
  const satker = spk?.satuan_kerja || delivery.satker;
  // The satker's letterhead: the order is theirs to place.
  const letterhead = {
    name: spk?.lembaga || buyer?.instance_name || buyer?.name || "",
    address: place([satker, delivery.address, delivery.district, delivery.province]),
    phone: buyer?.phone ?? "",
    email: buyer?.email ?? "",
  };
  return (
    <div className="print-order agreement">
      <PrintHead shop={letterhead}>
        <p>
          <strong>Surat Pesanan</strong> <span className="agreement-draft">Draf</span>
        </p>
        <p>
          Pesanan: <bdi>{sheet.invoice}</bdi>
        </p>
        <p>Tanggal pesanan: {sheet.orderedOn}</p>
      </PrintHead>

      <h2 className="agreement-title">Surat Pesanan (Draf)</h2>
      <Pairs
        rows={[
          ["Nomor", TO_FILL],
          ["Tanggal", TO_FILL],
          ["Paket Pekerjaan", spk?.paket_kerja],
        ]}
      />
      <p>
        Yang bertanda tangan di bawah ini, {signer.title} <bdi>{signer.name || "-"}</bdi> pada satuan kerja{" "}
        <bdi>{satker || "-"}</bdi> (selanjutnya disebut Pemesan), memesan kepada Penyedia barang berikut untuk
        pesanan <bdi>{sheet.invoice}</bdi> tanggal {sheet.orderedOn}, dengan harga{" "}
        {agreedStep === null
          ? "sesuai harga katalog pada saat pesanan dibuat"
          : `sesuai hasil negosiasi yang disepakati pada tahap ${agreedStep} (Berita Acara Negosiasi)`}
        .
      </p>

      <Parties sheet={sheet} seller="Penyedia" buyer="Pemesan" />

      <section aria-labelledby="agreement-goods">
        <h2 id="agreement-goods">Barang yang Dipesan</h2>
        <ResultTable lines={lines} priceLabel="Harga Satuan" />
        <Totals totals={sheet.totals} shippingLabel="Ongkos Kirim" />
      </section>

      <section aria-labelledby="agreement-delivery">
        <h2 id="agreement-delivery">Tempat dan Cara Pengiriman</h2>
        <Delivery delivery={delivery} />
      </section>

      {spk ? (
        <SpkSection spk={spk} />
      ) : (
        <p className="agreement-missing" data-testid="agreement-no-spk">
          Data anggaran (SPK) pesanan ini belum diisi; lengkapi sebelum surat pesanan ditandatangani.
        </p>
      )}

      <p className="agreement-note">
        Draf ini disusun dari data pesanan <bdi>{sheet.invoice}</bdi>. Nomor dan tanggal surat diisi oleh
        satuan kerja sebelum ditandatangani.
      </p>

      <Signatures
        left={{ side: "Menerima dan menyetujui, Penyedia", title: sheet.shop.name, name: "" }}
        right={{
          side: "Untuk dan atas nama Pemesan",
          title: signer.title,
          name: signer.name,
          nip: signer.nip,
        }}
      />
    </div>
  );
}
