import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CopyLink } from "~/components/catalogue/CopyLink";
import { Gallery } from "~/components/catalogue/Gallery";
import { catalogueLinks } from "~/components/catalogue/links";
import { ModalDialog } from "~/components/catalogue/ModalDialog";
import { Price } from "~/components/catalogue/Price";
import { ProductGrid } from "~/components/catalogue/ProductCard";
import { NOT_FOUND_TEXT } from "~/components/catalogue/ProductListing";
import { Reviews } from "~/components/catalogue/Reviews";
import { Stars } from "~/components/catalogue/Stars";
import { addToCart } from "~/lib/admin/cart.server";
import {
  getProduct,
  knownCategoryOf,
  listRelated,
  recordView,
  rememberCategory,
} from "~/lib/admin/catalogue.server";
import { AdminError, AdminValidationError, adminClient } from "~/lib/admin/client.server";
import { getSettings } from "~/lib/admin/public.server";
import { parseReviewState, reviewPage } from "~/lib/catalogue/reviews";
import { requireCsrf } from "~/lib/csrf.server";
import { sanitizeHtml } from "~/lib/sanitize.server";
import { addToCartSchema } from "~/lib/schemas/product";
import { getOptionalUser, requireUser } from "~/lib/session.server";

export const links = catalogueLinks;

const RELATED_COUNT = 6;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded?.product?.name ?? NOT_FOUND_TEXT },
];

function productIdOf(url: URL): number | null {
  const raw = url.searchParams.get("id_produk") ?? "";
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

const notFound = () => data({ product: null }, { status: 404 });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = productIdOf(url);
  if (id === null) return notFound();
  const [admin, user] = await Promise.all([adminClient(request), getOptionalUser(request)]);
  const cachedCategory = knownCategoryOf(id);
  const [loaded, settings, cachedRelated] = await Promise.all([
    getProduct(admin, id).catch((error: unknown) => {
      if (error instanceof AdminError || error instanceof AdminValidationError) return null;
      throw error;
    }),
    getSettings(),
    cachedCategory === undefined ? null : listRelated(cachedCategory, id, RELATED_COUNT),
  ]);
  if (!loaded) return notFound();
  if (user) recordView(user.token, id);

  rememberCategory(id, loaded.categoryId);
  // Only the first view of a product (or a moved product) waits for its related products.
  const related =
    loaded.categoryId === null
      ? []
      : loaded.categoryId === cachedCategory && cachedRelated
        ? cachedRelated
        : await listRelated(loaded.categoryId, id, RELATED_COUNT);

  const { reviews, ...product } = loaded;
  return {
    product,
    reviews: reviewPage(reviews, parseReviewState(url.searchParams)),
    related,
    negotiationTerms: sanitizeHtml(settings.tac_price_nego),
    shareUrl: `${url.origin}/produk-detail?id_produk=${id}`,
    signedIn: user !== null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  await requireCsrf(request, formData);
  const user = await requireUser(request);
  const id = productIdOf(new URL(request.url));
  if (id === null) throw data(NOT_FOUND_TEXT, { status: 404 });
  const submission = parseWithZod(formData, { schema: addToCartSchema });
  if (submission.status !== "success") return { result: submission.reply(), added: false };
  try {
    await addToCart(await adminClient(request), user.userId, id, submission.value.qty);
    return { result: submission.reply({ resetForm: true }), added: true };
  } catch (error) {
    if (error instanceof AdminValidationError || error instanceof AdminError) {
      return { result: submission.reply({ formErrors: [error.message] }), added: false };
    }
    throw error;
  }
}

// Switching images or opening the terms is pure UI state: only a new product or another
// page of reviews needs the loader again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
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

export default function ProductDetailPage() {
  const loaded = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const href = useStateHref();
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
            <span>Terjual {product.sold.toLocaleString("id-ID")}</span>
          </p>
          <Price price={product.price} promo={product.promo} className="price-large" />
          <CopyLink url={shareUrl} />
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
                Stok: {product.stock.toLocaleString("id-ID")} {product.unit}
              </p>
              <Link to={loginHref} role="button">
                Tambah ke Keranjang
              </Link>
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
        hrefFor={(star, page) =>
          href({ bintang: star ? String(star) : null, ulasan: page > 1 ? String(page) : null })
        }
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
    <ModalDialog
      title="Syarat Nego Harga"
      onClose={() => navigate(closeHref, { replace: true, preventScrollReset: true })}
    >
      {terms ? <div dangerouslySetInnerHTML={{ __html: terms }} /> : null}
      <footer>
        <Link to={closeHref} replace preventScrollReset role="button">
          Tutup
        </Link>
      </footer>
    </ModalDialog>
  );
}

type BuyFormProps = { stock: number; unit: string; disabled: boolean; negotiationHref: string };

function BuyForm({ stock, unit, disabled, negotiationHref }: BuyFormProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: { qty: "1" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addToCartSchema }),
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state === "submitting";
  const failure = actionData && !actionData.added ? form.errors?.[0] : undefined;
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="buy-form" preventScrollReset>
        <AuthenticityTokenInput />
        <label>
          Jumlah
          <input
            {...getInputProps(fields.qty, { type: "number" })}
            min={1}
            required
            aria-describedby={`${fields.qty.id}-stock`}
          />
        </label>
        <p id={`${fields.qty.id}-stock`}>
          Stok: {stock.toLocaleString("id-ID")} {unit}
        </p>
        <button type="submit" disabled={disabled} aria-busy={busy}>
          {disabled ? "Produk dinonaktifkan" : "Tambah ke Keranjang"}
        </button>
        <Link to={negotiationHref} replace preventScrollReset role="button" className="secondary outline">
          Nego Harga
        </Link>
      </Form>
      {fields.qty.errors ? (
        <p className="field-error" id={fields.qty.errorId}>
          {fields.qty.errors[0]}
        </p>
      ) : null}
      {actionData?.added && navigation.state === "idle" ? (
        <ModalDialog title="Produk berhasil ditambahkan">
          <p>
            <Link to="/keranjang-belanja" role="button">
              Lihat Keranjang
            </Link>
          </p>
          <form method="dialog">
            <button type="submit" className="secondary">
              OK
            </button>
          </form>
        </ModalDialog>
      ) : null}
      {failure && navigation.state === "idle" ? (
        <ModalDialog title="Gagal" className="error-dialog">
          <p role="alert">{failure}</p>
          <form method="dialog">
            <button type="submit">OK</button>
          </form>
        </ModalDialog>
      ) : null}
    </>
  );
}
