// PLACEHOLDER owned by the "receipt" area, which replaces this file with the real tab.
import type { TabProps } from "../types";

export function ReceiptTab(_props: TabProps<"penerimaan">) {
  return (
    <section className="order-section" aria-labelledby="tab-title">
      <h2 id="tab-title">Penerimaan</h2>
      <p className="order-placeholder">
        Informasi pengiriman, formulir penerimaan barang dan dokumen pendukung (SPK, kwitansi, invoice, BAST)
        pesanan ini akan tampil di sini.
      </p>
    </section>
  );
}
