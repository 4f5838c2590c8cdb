import { useLocation, useNavigation } from "@remix-run/react";
import { pager } from "~/lib/paging";
import { pageHref, type ProductQuery } from "~/features/catalogue/query";
import { NOT_FOUND_TEXT } from "~/features/catalogue/texts";
import type { ProductSummary } from "~/lib/admin/catalogue-types";
import { FilterPanel, SortForm, type CategoryOption } from "./FilterPanel";
import { Pager } from "../../components/ui/Pager";
import { ProductGrid } from "./ProductCard";

type Props = {
  title: string;
  query: ProductQuery;
  categories: CategoryOption[];
  products: ProductSummary[];
  page: number;
  pageCount: number;
};

/** Title, filter, sort, the grid (or the empty text) and the pager of a product list. */
export function ProductListing({ title, query, categories, products, page, pageCount }: Props) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <section className="product-listing">
      <header className="listing-header">
        <h1>{title}</h1>
        {query.search ? <p>Hasil pencarian &quot;{query.search}&quot;</p> : null}
        <div className="listing-tools">
          <FilterPanel query={query} categories={categories} />
          <SortForm query={query} />
        </div>
      </header>
      <div aria-busy={pending} className={pending ? "listing-pending" : undefined}>
        {products.length ? (
          <ProductGrid products={products} eagerCount={4} level={2} />
        ) : (
          <p className="empty">{NOT_FOUND_TEXT}</p>
        )}
      </div>
      <Pager
        pager={pager(page, pageCount)}
        href={(target) => pageHref(pathname, query, target)}
        label="Halaman produk"
      />
    </section>
  );
}
