// PLACEHOLDER owned by the "payment" area, which replaces this file with the real tab.
import type { TabProps } from "../types";

export function PaymentTab(_props: TabProps<"pembayaran">) {
  return (
    <section className="order-section" aria-labelledby="tab-title">
      <h2 id="tab-title">Pembayaran</h2>
      <p className="order-placeholder">
        Pilihan metode pembayaran, informasi pembayaran, tata cara pembayaran dan unggah bukti pembayaran
        pesanan ini akan tampil di sini.
      </p>
    </section>
  );
}
