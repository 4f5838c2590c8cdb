import { Link } from "@remix-run/react";
import { CompareButton } from "~/features/compare/CompareButton";
import type { ProductSummary } from "~/lib/admin/catalogue-types";
import { formatCount } from "~/lib/format";
import { Price } from "./Price";
import { ProductImage } from "./ProductImage";
import { Stars } from "./Stars";

export function productHref(id: number): string {
  return `/produk-detail?id_produk=${id}`;
}

/** A card's title is one level below the heading its grid sits under (h2 under a page's h1). */
type HeadingLevel = 2 | 3;

export function ProductCard({
  product,
  eager,
  level = 3,
}: {
  product: ProductSummary;
  eager?: boolean;
  level?: HeadingLevel;
}) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <article className="product-card">
      <Link to={productHref(product.id)} prefetch="intent">
        {/* Decorative beside the name in the same link (axe: image-redundant-alt). */}
        <ProductImage
          image={product.image}
          alt=""
          size={240}
          // Two columns on a phone, three to six wider up (catalogue.css .product-grid).
          sizes="(max-width: 575px) 50vw, (max-width: 1023px) 33vw, 240px"
          eager={eager}
        />
        <Title className="product-title">{product.name}</Title>
      </Link>
      <Price price={product.price} promo={product.promo} />
      <p className="product-meta">
        <Stars rating={product.rating} count={product.reviewCount} />
        <span>Terjual {formatCount(product.sold)}</span>
      </p>
      <CompareButton productId={product.id} name={product.name} />
    </article>
  );
}

/** A grid of cards; the first row loads eagerly when the grid opens the page. */
export function ProductGrid({
  products,
  eagerCount = 0,
  level,
}: {
  products: ProductSummary[];
  eagerCount?: number;
  level?: HeadingLevel;
}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < eagerCount} level={level} />
      ))}
    </div>
  );
}
