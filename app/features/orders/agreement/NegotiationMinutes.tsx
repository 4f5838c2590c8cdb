// The Berita Acara Negosiasi: the parties, the budget data, every round (who offered what per line
// and for shipping, when, with its note) and the result with the totals in words.
import { PrintHead } from "~/components/ui/PrintHead";
import { formatRupiah } from "~/lib/format";
import { SpkSection } from "../PrintedOrder";
import { NO_NOTE } from "../negotiation/rules";
import {
  buyerSignatory,
  Parties,
  ResultTable,
  Signatures,
  Totals,
  type AgreementSheet,
} from "./AgreementParts";
import { PARTY_NAMES, type NegotiationRecord, type RoundRecord } from "./history";

export type MinutesProps = AgreementSheet & { record: NegotiationRecord };

/** What came of the negotiation, in one sentence. */
export function outcomeText({ outcome }: NegotiationRecord): string {
  if (outcome.kind === "agreed") {
    const when = outcome.at ? ` pada ${outcome.at}` : "";
    return `Negosiasi telah disepakati: penawaran tahap ${outcome.step} dari ${PARTY_NAMES[outcome.offeredBy]} disetujui oleh ${PARTY_NAMES[outcome.acceptedBy]}${when}. Harga yang disepakati adalah sebagai berikut.`;
  }
  if (outcome.kind === "open")
    return `Negosiasi masih berlangsung dan belum ada harga yang disepakati; menunggu tanggapan ${PARTY_NAMES[outcome.awaiting]}. Harga di bawah ini adalah penawaran terakhir.`;
  return "Pesanan dibatalkan; negosiasi tidak menghasilkan kesepakatan. Harga di bawah ini adalah penawaran terakhir.";
}

function Round({ round }: { round: RoundRecord }) {
  return (
    <section className="agreement-round" data-testid={`agreement-round-${round.step}`}>
      <h3>
        Tahap {round.step}: Penawaran {PARTY_NAMES[round.party]}
      </h3>
      <p className="agreement-round-at">{round.at}</p>
      <table className="stack-table print-lines">
        <thead>
          <tr>
            <th scope="col">Uraian</th>
            <th scope="col" className="num">
              Jumlah
            </th>
            <th scope="col" className="num">
              Harga Sebelumnya
            </th>
            <th scope="col" className="num">
              Harga Ditawarkan
            </th>
          </tr>
        </thead>
        <tbody>
          {round.offers.map((offer) => (
            <tr key={offer.detailId}>
              <td data-label="Uraian" dir="auto">
                {offer.product}
              </td>
              <td data-label="Jumlah" className="num">
                {offer.qty === null ? (
                  "-"
                ) : (
                  <span>
                    {offer.qty} <bdi>{offer.unit}</bdi>
                  </span>
                )}
              </td>
              <td data-label="Harga Sebelumnya" className="num">
                {formatRupiah(offer.previous)}
              </td>
              <td data-label="Harga Ditawarkan" className="num">
                {formatRupiah(offer.offered)}
              </td>
            </tr>
          ))}
          {round.shipping ? (
            <tr>
              <td data-label="Uraian">Ongkos Kirim</td>
              <td data-label="Jumlah" className="num">
                -
              </td>
              <td data-label="Harga Sebelumnya" className="num">
                {formatRupiah(round.shipping.previous)}
              </td>
              <td data-label="Harga Ditawarkan" className="num">
                {formatRupiah(round.shipping.offered)}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <p className="agreement-note">Catatan: {round.note ? <bdi>{round.note}</bdi> : NO_NOTE}</p>
    </section>
  );
}

export function NegotiationMinutes({ record, ...sheet }: MinutesProps) {
  const agreed = record.outcome.kind === "agreed";
  const signer = buyerSignatory(sheet);
  return (
    <div className="print-order agreement">
      <PrintHead shop={sheet.shop}>
        <p>
          <strong>Berita Acara Negosiasi</strong>
        </p>
        <p>
          Pesanan: <bdi>{sheet.invoice}</bdi>
        </p>
        <p>Tanggal pesanan: {sheet.orderedOn}</p>
      </PrintHead>

      <h2 className="agreement-title">Berita Acara Negosiasi Harga</h2>
      <p>
        Berita acara ini mencatat setiap tahap negosiasi harga atas pesanan <bdi>{sheet.invoice}</bdi> tanggal{" "}
        {sheet.orderedOn} antara Penyedia dan Pembeli, beserta hasilnya. Waktu dalam WITA.
      </p>

      <Parties sheet={sheet} seller="Penyedia" buyer="Pembeli" />
      {sheet.spk ? <SpkSection spk={sheet.spk} /> : null}

      <section aria-labelledby="agreement-rounds">
        <h2 id="agreement-rounds">Riwayat Negosiasi</h2>
        {record.rounds.map((round) => (
          <Round key={round.step} round={round} />
        ))}
      </section>

      <section aria-labelledby="agreement-result" className="agreement-result">
        <h2 id="agreement-result">Hasil Negosiasi</h2>
        <p data-testid="agreement-outcome">{outcomeText(record)}</p>
        <ResultTable lines={record.lines} priceLabel={agreed ? "Harga Sepakat" : "Harga Terakhir"} initial />
        <p>
          Ongkos kirim: awal {formatRupiah(record.shipping.initial)}, {agreed ? "disepakati" : "terakhir"}{" "}
          {formatRupiah(record.shipping.final)}.
        </p>
        <Totals totals={sheet.totals} shippingLabel="Ongkos Kirim" />
      </section>

      <Signatures
        left={{ side: "Pihak Penyedia", title: sheet.shop.name, name: "" }}
        right={{ side: "Pihak Pembeli", title: signer.title, name: signer.name, nip: signer.nip }}
      />
    </div>
  );
}
