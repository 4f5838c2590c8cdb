// 001 §2's loading state of Detail Pesanan: the order page's shape in grey while a client-side
// navigation to it loads (decision 0010: only while the data is really on its way). Under the
// order's head when another tab or order is on screen (the order page draws it), the whole page
// when the buyer comes from elsewhere (the account frame, AccountSkeletons).

const lines = (count: number, className = "skeleton-line") =>
  Array.from({ length: count }, (_, index) => <span key={index} className={className} />);

/** Detail Pesanan's content: the buyer and shipping cards, then the product lines. */
export function DetailTabSkeleton() {
  return (
    <div className="order-skeleton" aria-busy="true" aria-label="Memuat detail pesanan" role="region">
      <div className="order-cards">
        <article>
          <h2>Informasi Pembeli</h2>
          {lines(6)}
        </article>
        <article>
          <h2>Informasi Pengiriman</h2>
          {lines(5)}
        </article>
      </div>
      <section className="order-section">
        <h2>Produk</h2>
        {lines(4, "skeleton-line skeleton-row")}
      </section>
    </div>
  );
}

/** The whole order page: its title, the invoice line and the tab row, then Detail Pesanan's content. */
export function OrderPageSkeleton() {
  return (
    <section className="order-detail">
      <header className="order-head">
        <div>
          <h1>Detail Transaksi</h1>
          <span className="skeleton-line skeleton-invoice" />
        </div>
      </header>
      <div className="order-tabs order-tabs-skeleton">{lines(4, "skeleton-line skeleton-tab")}</div>
      <DetailTabSkeleton />
    </section>
  );
}
