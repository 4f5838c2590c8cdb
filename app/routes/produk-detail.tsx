import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { CopyLink } from "~/features/catalogue/CopyLink";
import { CompareButton } from "~/features/compare/CompareButton";
import { Gallery } from "~/features/catalogue/Gallery";
import { Dialog } from "~/components/ui/Dialog";
import { Price } from "~/features/catalogue/Price";
import { ProductGrid } from "~/features/catalogue/ProductCard";
import { Reviews } from "~/features/catalogue/Reviews";
import { Stars } from "~/features/catalogue/Stars";
import { getProduct, listRelated, recordView, relatedIn } from "~/lib/admin/catalogue.server";
import { adminClient } from "~/lib/admin/client.server";
import { getSettings } from "~/lib/admin/public.server";
import { NOT_FOUND_TEXT } from "~/features/catalogue/texts";
import { isProductOpen } from "~/features/catalogue/views";
import { formatCount } from "~/lib/format";
import { keepRetryAfter } from "~/lib/http.server";
import { publicUrl } from "~/lib/public-url.server";
import { parseReviewState, reviewPage } from "~/features/catalogue/review-paging";
import { sanitizeHtml } from "~/lib/sanitize.server";
import { addToCartAction, productIdOf } from "~/features/catalogue/add-to-cart-action.server";
import { BuyForm } from "~/features/catalogue/BuyForm";
import { DISABLED_TEXT, OUT_OF_STOCK } from "~/features/catalogue/buy-form";
import { nullWhenNotFound } from "~/lib/not-found.server";
import { pageTitle, type RouteHandle } from "~/lib/site";
import { getOptionalUser } from "~/lib/session.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "catalogue", "catalogueProduct");

export const headers = keepRetryAfter;

const RELATED_COUNT = 6;

export const handle: RouteHandle = {
  description: (data) => {
    const product = (data as { product: { name: string; description: string } | null }).product;
    return product ? `${product.name}. ${product.description}` : null;
  },
};

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle(loaded?.product?.name ?? NOT_FOUND_TEXT) },
];

/** The page's own 404: 'Produk tidak ditemukan ..' with a way on (000 §8), not the error page. */
const productMissing = () => data({ product: null }, { status: 404 });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = productIdOf(url);
  if (id === null) return productMissing();
  const [admin, user] = await Promise.all([adminClient(request), getOptionalUser(request)]);
  // The related products are asked for by the product's id beside the product itself: one host
  // round trip, on a fresh process too, and never the whole catalogue.
  const [loaded, settings, relatedList] = await Promise.all([
    // An unknown product (the host's 404, or 403) is the page's own 404.
    getProduct(admin, id).catch(nullWhenNotFound),
    getSettings(),
    listRelated(id, RELATED_COUNT),
  ]);
  if (!loaded) return productMissing();
  if (user && isProductOpen(request)) recordView(user.token, id);
  const related =
    loaded.categoryId === null ? [] : relatedIn(relatedList, loaded.categoryId, id, RELATED_COUNT);

  const { reviews, ...product } = loaded;
  return {
    product,
    reviews: reviewPage(reviews, parseReviewState(url.searchParams)),
    related,
    negotiationTerms: sanitizeHtml(settings.tac_price_nego),
    shareUrl: publicUrl(`/produk-detail?id_produk=${id}`),
    signedIn: user !== null,
  };
}

export const action = addToCartAction;

// Switching images or opening the terms is pure UI state: only a new product or another
// page of reviews needs the loader again. Adding to the cart changes the cart (the root's
// dropdown), not the product, so the page's own action does not reload it either.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") {
    const ownAction =
      formAction !== undefined && new URL(formAction, currentUrl).pathname === currentUrl.pathname;
    return ownAction ? false : defaultShouldRevalidate;
  }
  const keys = ["id_produk", "bintang", "ulasan"];
  const changed = keys.some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key));
  return changed && defaultShouldRevalidate;
};

/** The product page's address with some of its UI state changed. */
function useStateHref() {
  const { search } = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    return `/produk-detail?${params}`;
  };
}

/** True while another star tab or page of this product's reviews is loading. */
function useReviewsPending(): boolean {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  if (navigation.state !== "loading" || navigation.location.pathname !== pathname) return false;
  const current = new URLSearchParams(search);
  const next = new URLSearchParams(navigation.location.search);
  const same = (key: string) => current.get(key) === next.get(key);
  return same("id_produk") && !(same("bintang") && same("ulasan"));
}

export default function ProductDetailPage() {
  const loaded = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const href = useStateHref();
  const reviewsPending = useReviewsPending();
  if (!loaded.product) {
    return (
      <section className="empty">
        <h1>{NOT_FOUND_TEXT}</h1>
        <Link to="/produk?page=1">Lihat produk lain</Link>
      </section>
    );
  }
  const { product, reviews, related, negotiationTerms, shareUrl, signedIn } = loaded;
  const params = new URLSearchParams(search);
  const selectedImage = Math.max(0, Number(params.get("gambar") ?? 1) - 1) || 0;
  const loginHref = `/login?${new URLSearchParams({ redirectTo: `/produk-detail?id_produk=${product.id}` })}`;

  return (
    <>
      <nav aria-label="breadcrumb" className="breadcrumb">
        <ul>
          <li>
            <Link to="/">Beranda</Link>
          </li>
          {product.category ? (
            <li>
              <Link to={`/produk?kategori=${product.category.id}`}>{product.category.name}</Link>
            </li>
          ) : null}
          {product.category && product.subcategory ? (
            <li>
              <Link to={`/produk?kategori=${product.category.id}&sub_kategori=${product.subcategory.id}`}>
                {product.subcategory.name}
              </Link>
            </li>
          ) : null}
          <li aria-current="page">{product.name}</li>
        </ul>
      </nav>

      <div className="product-detail">
        <Gallery
          images={product.images}
          name={product.name}
          selected={selectedImage}
          hrefFor={(index) => href({ gambar: index ? String(index + 1) : null })}
        />
        <div>
          <h1>{product.name}</h1>
          <p className="product-meta">
            <Stars rating={product.rating} count={product.reviewCount} />
            <span>Terjual {formatCount(product.sold)}</span>
          </p>
          <Price price={product.price} promo={product.promo} className="price-large" />
          <CopyLink url={shareUrl} />
          <CompareButton productId={product.id} name={product.name} />
          {signedIn ? (
            <BuyForm
              stock={product.stock}
              unit={product.unit}
              disabled={product.disabled}
              negotiationHref={href({ modal: "nego" })}
            />
          ) : (
            <div className="buy-form">
              <p>
                Stok: {formatCount(product.stock)} {product.unit}
              </p>
              {product.stock > 0 && !product.disabled ? (
                <Link to={loginHref} role="button">
                  Tambah ke Keranjang
                </Link>
              ) : (
                <button type="button" disabled>
                  {product.disabled ? DISABLED_TEXT : OUT_OF_STOCK}
                </button>
              )}
              <Link to={loginHref} role="button" className="secondary outline">
                Nego Harga
              </Link>
            </div>
          )}
          <details open>
            <summary>Spesifikasi</summary>
            {product.specifications.length ? (
              <table>
                <tbody>
                  {product.specifications.map((spec) => (
                    <tr key={spec.name}>
                      <th scope="row">{spec.name}</th>
                      <td>{spec.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>Belum ada data spesifikasi</p>
            )}
          </details>
          <details open>
            <summary>Deskripsi</summary>
            {product.description ? (
              <div dangerouslySetInnerHTML={{ __html: product.description }} />
            ) : (
              <p>Belum ada data deskripsi</p>
            )}
          </details>
        </div>
      </div>

      <Reviews
        reviews={reviews}
        pending={reviewsPending}
        // Every review link names its tab (0 = Semua), so the loader can tell it from an open.
        hrefFor={(star, page) => href({ bintang: String(star), ulasan: page > 1 ? String(page) : null })}
      />

      {related.length ? (
        <section className="home-section">
          <h2>Produk Terkait</h2>
          <ProductGrid products={related} />
        </section>
      ) : null}

      {signedIn && params.get("modal") === "nego" ? (
        <NegotiationTerms terms={negotiationTerms} closeHref={href({ modal: null })} />
      ) : null}
    </>
  );
}

function NegotiationTerms({ terms, closeHref }: { terms: string; closeHref: string }) {
  const navigate = useNavigate();
  return (
    <Dialog
      title="Syarat Nego Harga"
      onClose={() => navigate(closeHref, { replace: true, preventScrollReset: true })}
    >
      {terms ? <div dangerouslySetInnerHTML={{ __html: terms }} /> : null}
      <footer>
        <Link to={closeHref} replace preventScrollReset role="button">
          Tutup
        </Link>
      </footer>
    </Dialog>
  );
}
