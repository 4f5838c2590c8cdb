import type { NegotiationRound } from "~/lib/admin/orders.server";
import { formatRupiah } from "~/lib/format";
import { NO_NOTE } from "~/features/orders/negotiation/rules";

/** 001 §2 Negosiasi: one table per round, "Batch {nego_step}", oldest first. */
export function NegotiationRounds({ rounds }: { rounds: NegotiationRound[] }) {
  return (
    <div className="nego-rounds">
      {rounds.map((round) => (
        <div key={round.id} className="overflow-auto">
          <table className="stack-table nego-round" data-testid={`batch-${round.nego_step}`}>
            <caption>
              Batch {round.nego_step}{" "}
              <span className="nego-side">
                {round.is_admin ? "Penawaran Administrator" : "Penawaran Anda"}
              </span>
            </caption>
            <thead>
              <tr>
                <th scope="col">Produk</th>
                <th scope="col">Harga Awal</th>
                <th scope="col">Harga Nego</th>
              </tr>
            </thead>
            <tbody>
              {round.product_negotiation.map((item) => (
                <tr key={item.transaction_detail_id}>
                  <td data-label="Produk">{item.name_product}</td>
                  <td data-label="Harga Awal">{formatRupiah(item.old_price)}</td>
                  <td data-label="Harga Nego">{formatRupiah(item.new_price)}</td>
                </tr>
              ))}
              {round.shipping_cost_negotiation ? (
                <tr>
                  <td data-label="Produk">Ongkos Kirim</td>
                  <td data-label="Harga Awal">{formatRupiah(round.shipping_cost_negotiation.old_price)}</td>
                  <td data-label="Harga Nego">{formatRupiah(round.shipping_cost_negotiation.new_price)}</td>
                </tr>
              ) : null}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={3} className="nego-note">
                  <span>Catatan:</span> {round.notes || NO_NOTE}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ))}
    </div>
  );
}
