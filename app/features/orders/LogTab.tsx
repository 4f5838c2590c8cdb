import { formatRupiah } from "~/lib/format";
import type { TimelineItem } from "~/features/orders/timeline";
import { StatusBadge } from "./StatusBadge";
import type { TabProps } from "./types";

/** 001 §2 Log Transaksi: every entry with its WITA time, oldest first. */
export function LogTab({ data }: TabProps<TimelineItem[]>) {
  return (
    <section className="order-section" aria-labelledby="log-title">
      <h2 id="log-title">Log Transaksi</h2>
      {data.length === 0 ? (
        <p>Belum ada riwayat transaksi.</p>
      ) : (
        <ol className="order-log">
          {data.map((item, index) => (
            <li key={index} data-testid="log-entry">
              <time>{item.at}</time>
              <h3>{item.title}</h3>
              <LogBody item={item} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const money = (value: number | null) => (value === null ? "-" : formatRupiah(value));

function LogBody({ item }: { item: TimelineItem }) {
  switch (item.kind) {
    case "order":
      return <p>Total Pembayaran: {money(item.total)}</p>;
    case "price":
      return (
        <div className="overflow-auto">
          <table className="stack-table">
            <thead>
              <tr>
                <th scope="col">Nama Produk</th>
                <th scope="col">Harga Lama</th>
                <th scope="col">Harga Nego</th>
              </tr>
            </thead>
            <tbody>
              {item.rows.map((row, index) => (
                <tr key={index}>
                  <td data-label="Nama Produk">{row.product}</td>
                  <td data-label="Harga Lama">{money(row.oldPrice)}</td>
                  <td data-label="Harga Nego">{money(row.newPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "shipping":
      return (
        <p>
          Ongkir lama: {money(item.oldPrice)} → Ongkir baru: {money(item.newPrice)}
        </p>
      );
    case "status":
      return (
        <p>
          {item.from ? <StatusBadge status={item.from} /> : "-"} →{" "}
          {item.to ? <StatusBadge status={item.to} /> : "-"}
        </p>
      );
    case "request-payment":
      return <p>Metode Pembayaran: {item.service ?? "-"}</p>;
    case "payment":
      return (
        <p>
          Status Pembayaran: {item.from ?? "-"} → {item.to ?? "-"}
        </p>
      );
    case "proof":
      return item.file ? (
        <p>
          <a href={item.file} target="_blank" rel="noreferrer">
            Lihat bukti pembayaran
          </a>
        </p>
      ) : null;
    default:
      return (
        <p>
          {item.from ?? "-"} → {item.to ?? "-"}
        </p>
      );
  }
}
