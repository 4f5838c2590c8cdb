// PLACEHOLDER owned by the "reviews" area, which replaces this file with the real tab.
import type { TabProps } from "../types";

export function ComplaintTab(_props: TabProps<"komplain">) {
  return (
    <section className="order-section" aria-labelledby="tab-title">
      <h2 id="tab-title">Komplain</h2>
      <p className="order-placeholder">
        Komplain produk pesanan ini beserta bukti dan tanggapan admin akan tampil di sini.
      </p>
    </section>
  );
}
