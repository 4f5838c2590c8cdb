import { Link } from "@remix-run/react";
import type { ProductSummary } from "~/lib/catalogue/types";
import { formatCount } from "~/lib/format";
import { Price } from "./Price";
import { ProductImage } from "./ProductImage";
import { Stars } from "./Stars";

export function productHref(id: number): string {
  return `/produk-detail?id_produk=${id}`;
}

export function ProductCard({ product, eager }: { product: ProductSummary; eager?: boolean }) {
  return (
    <article className="product-card">
      <Link to={productHref(product.id)} prefetch="intent">
        <ProductImage image={product.image} alt={product.name} size={240} eager={eager} />
        <h3>{product.name}</h3>
      </Link>
      <Price price={product.price} promo={product.promo} />
      <p className="product-meta">
        <Stars rating={product.rating} count={product.reviewCount} />
        <span>Terjual {formatCount(product.sold)}</span>
      </p>
    </article>
  );
}

/** A grid of cards; the first row loads eagerly when the grid opens the page. */
export function ProductGrid({
  products,
  eagerCount = 0,
}: {
  products: ProductSummary[];
  eagerCount?: number;
}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < eagerCount} />
      ))}
    </div>
  );
}
