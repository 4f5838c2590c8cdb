// The comparison table: one column per product, one row per property and per specification name.
// At narrow widths the columns scroll inside their own labelled, focusable region while the row
// names (first column) and the product names (header row) stay in view.
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Price } from "~/features/catalogue/Price";
import { productHref } from "~/features/catalogue/ProductCard";
import { ProductImage } from "~/features/catalogue/ProductImage";
import { Stars } from "~/features/catalogue/Stars";
import { compareHref, removeCompared, type ComparedProduct } from "~/features/compare/list";
import { MISSING_VALUE, specificationNames, specificationValue } from "~/features/compare/specs";
import { formatCount } from "~/lib/format";

type Props = { products: ComparedProduct[]; signedIn: boolean };

export function CompareTable({ products, signedIn }: Props) {
  const ids = products.map((product) => product.id);
  const properties: [string, (product: ComparedProduct) => ReactNode][] = [
    ["Harga", (product) => <Price price={product.price} promo={product.promo} />],
    ["Satuan", (product) => product.unit || specificationValue(product, "Satuan")],
    ["Stok", (product) => formatCount(product.stock)],
    [
      "Rating",
      (product) => (
        <>
          <Stars rating={product.rating} /> <span>{product.reviewCount} ulasan</span>
        </>
      ),
    ],
    ["Terjual", (product) => formatCount(product.sold)],
    ["Subkategori", (product) => product.subcategory?.name ?? MISSING_VALUE],
  ];
  const rows = [
    ...properties,
    ...specificationNames(
      products,
      properties.map(([label]) => label),
    ).map((name): [string, (product: ComparedProduct) => ReactNode] => [
      name,
      (product) => specificationValue(product, name),
    ]),
  ];
  const loginHref = `/login?${new URLSearchParams({ redirectTo: compareHref(ids) })}`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take focus for a keyboard to scroll it (axe: scrollable-region-focusable)
    <div className="compare-scroll" tabIndex={0} role="region" aria-labelledby="compare-caption">
      <table className="compare-table">
        <caption id="compare-caption" className="visually-hidden">
          Perbandingan {products.length} produk
        </caption>
        <thead>
          <tr>
            <th scope="col">Produk</th>
            {products.map((product) => (
              <th scope="col" key={product.id} data-testid={`compare-column-${product.id}`}>
                <Link to={productHref(product.id)} className="compare-product">
                  <ProductImage image={product.image} alt="" size={96} />
                  <span>{product.name}</span>
                </Link>
                <Link
                  to={compareHref(removeCompared(ids, product.id))}
                  className="compare-remove"
                  aria-label={`Hapus ${product.name} dari perbandingan`}
                >
                  Hapus
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell], index) => (
            <tr key={`${index}-${label}`}>
              <th scope="row">{label}</th>
              {products.map((product) => (
                <td key={product.id}>{cell(product)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Beli</th>
            {products.map((product) => (
              <td key={product.id}>
                <BuyButton product={product} signedIn={signedIn} loginHref={loginHref} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The product page's own add-to-cart action takes the post (one flow, one set of answers). */
function BuyButton({
  product,
  signedIn,
  loginHref,
}: {
  product: ComparedProduct;
  signedIn: boolean;
  loginHref: string;
}) {
  const label = `Tambah ke Keranjang: ${product.name}`;
  if (product.stock <= 0)
    return (
      <button type="button" disabled className="compare-buy">
        Stok habis
      </button>
    );
  if (!signedIn)
    return (
      <Link to={loginHref} role="button" className="compare-buy" aria-label={label}>
        Tambah ke Keranjang
      </Link>
    );
  return (
    <Form method="post" action={productHref(product.id)} className="compare-buy-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="qty" value="1" />
      <button type="submit" className="compare-buy" aria-label={label}>
        Tambah ke Keranjang
      </button>
    </Form>
  );
}
