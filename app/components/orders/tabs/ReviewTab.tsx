// PLACEHOLDER owned by the "reviews" area, which replaces this file with the real tab.
import type { TabProps } from "../types";

export function ReviewTab(_props: TabProps<"ulasan">) {
  return (
    <section className="order-section" aria-labelledby="tab-title">
      <h2 id="tab-title">Ulasan</h2>
      <p className="order-placeholder">
        Ulasan produk pesanan ini beserta media dan komentar admin akan tampil di sini.
      </p>
    </section>
  );
}
