// PLACEHOLDER owned by the "nego" area, which replaces this file with the real tab.
import type { TabProps } from "../types";

export function NegotiationTab(_props: TabProps<"negosiasi">) {
  return (
    <section className="order-section" aria-labelledby="tab-title">
      <h2 id="tab-title">Negosiasi</h2>
      <p className="order-placeholder">
        Riwayat negosiasi harga per batch beserta catatannya, dan formulir untuk melanjutkan atau menyetujui
        negosiasi, akan tampil di sini.
      </p>
    </section>
  );
}
