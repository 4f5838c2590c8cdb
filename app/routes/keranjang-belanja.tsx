import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CartLineRow } from "~/features/buying/CartLineRow";
import { ProductGrid } from "~/features/catalogue/ProductCard";
import { Dialog } from "~/components/ui/Dialog";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { listCart } from "~/lib/admin/cart.server";
import { listBestSellers } from "~/lib/admin/catalogue.server";
import { adminClient, emptyOnAdminError } from "~/lib/admin/client.server";
import { selectionSummary } from "~/features/buying/cart";
import { cartAction } from "~/features/buying/cart-action.server";
import { cartHref } from "~/features/buying/cart-links";
import type { CartAction } from "~/features/buying/cart-schema";
import { formatRupiah } from "~/lib/format";
import { intentField } from "~/lib/forms/answer";
import { PRODUCT_DELETED, SAVED, OK, SUCCESS_TITLE } from "~/lib/forms/texts";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { QUOTATION_PATH } from "~/features/quotation/href";
import { QUICK_ORDER_PATH } from "~/features/buying/quick-order/href";
import { keepRetryAfter } from "~/lib/http.server";
import { requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "catalogue", "buying");

/** 000 §2: the 6 best sellers under the cart. */
const RECOMMENDED = 6;

export const headers = keepRetryAfter;
// A form the host was too busy to take stays on screen as typed, its data not read again.
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Keranjang Belanja") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const admin = await adminClient(request);
  const url = new URL(request.url);
  const [items, recommended] = await Promise.all([
    listCart(admin, user.userId).catch(emptyOnAdminError),
    listBestSellers(RECOMMENDED).catch(emptyOnAdminError),
  ]);
  const selected = url.searchParams.getAll("pilih").map(Number).filter(Number.isInteger);
  const deleting = items.find((item) => String(item.id) === url.searchParams.get("hapus"))?.id ?? null;
  const done = url.searchParams.get("berhasil");
  return {
    items,
    selected,
    deleting,
    recommended,
    done: done && Object.hasOwn(DONE, done) ? (done as keyof typeof DONE) : null,
  };
}

export const action = cartAction;

/** The success dialogs a save or a delete leads to (`?berhasil=`): 000 §8 and §4. */
const DONE = { simpan: SAVED, hapus: PRODUCT_DELETED } as const;

export default function CartPage() {
  const { items, recommended, selected, done } = useLoaderData<typeof loader>();
  const location = useLocation();
  const back = cartHref(selected);
  return (
    <div className="cart-page">
      <h1>Keranjang Belanja</h1>
      {/* Shown on an empty cart too: a list of products into the cart at once. */}
      <p>
        <Link to={QUICK_ORDER_PATH}>Pesan Cepat</Link>: tempel daftar produk atau unggah berkas .xlsx
      </p>
      {items.length === 0 ? (
        <section className="cart-empty">
          <p>Wah keranjang belanjamu masih kosong ..</p>
          <Link to="/produk?page=1" role="button">
            Yuk belanja sekarang
          </Link>
        </section>
      ) : (
        // A new address (after a delete, a confirmation, a server-side total) restarts the selection from it.
        // The address, not the location: a post answered beside its form (a refused Checkout) ends at
        // a new location of the same address once the page's data is read again, and a remount there
        // would draw the answer, already shown since the action answered, a second time.
        <CartContent key={location.search} />
      )}
      {done ? (
        <Dialog title={SUCCESS_TITLE} labelledBy="cart-done" closeTo={back}>
          <p role="status" data-modal={`berhasil-${done}`}>
            {DONE[done]}
          </p>
          <footer>
            <Link to={back} role="button" preventScrollReset>
              {OK}
            </Link>
          </footer>
        </Dialog>
      ) : null}
      {recommended.length > 0 ? (
        <section aria-labelledby="recommended-title">
          <h2 id="recommended-title">Rekomendasi untuk Anda</h2>
          <ProductGrid products={recommended} />
        </section>
      ) : null}
    </div>
  );
}

function CartContent() {
  const { items, selected: initial, deleting } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(() => new Set(initial));
  const summary = selectionSummary(items, selected);
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const busyWith = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const submitting = busyWith("checkout");
  const removing = busyWith("delete");
  const intent = intentField<CartAction["intent"]>;

  return (
    <>
      <div className="cart-table overflow-auto">
        <table>
          <thead>
            <tr>
              <th scope="col">Pilih</th>
              <th scope="col">Produk</th>
              <th scope="col">Stok</th>
              <th scope="col">Jumlah</th>
              <th scope="col">Harga</th>
              <th scope="col">Subtotal</th>
              <th scope="col">Catatan</th>
              <th scope="col">Hapus</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <CartLineRow
                key={item.id}
                item={item}
                checked={selected.has(item.id)}
                onToggle={toggle}
                answer={actionData}
                selection={[...selected]}
                deleteHref={cartHref([...selected], { hapus: String(item.id) })}
              />
            ))}
          </tbody>
        </table>
      </div>

      {/* Before the form: a dialog's own <form method="dialog"> cannot sit inside another form. */}
      <FormAnswer answer={actionData} intent="checkout" formId="cart-selection" ok={OK} />
      <FormAnswer answer={actionData} intent="delete" formId="cart-selection" ok={OK} />
      <Form method="post" id="cart-selection" className="cart-summary">
        <AuthenticityTokenInput />
        <p>
          Produk dipilih: <strong data-testid="selected-count">{summary.count}</strong>
        </p>
        <p>
          Total Harga: <strong data-testid="selected-total">{formatRupiah(summary.total)}</strong>
        </p>
        <div className="cart-actions">
          <Link to="/produk?page=1" className="secondary" role="button">
            Lanjut belanja
          </Link>
          {hydrated ? null : (
            <button type="submit" {...intent("select")} className="secondary">
              Hitung total
            </button>
          )}
          {/* The quotation's own action takes the ticked lines and opens its printable page. */}
          <button type="submit" formAction={QUOTATION_PATH} className="secondary outline">
            Cetak Penawaran
          </button>
          <button type="submit" {...intent("checkout")} disabled={submitting} aria-busy={submitting}>
            Checkout
          </button>
        </div>
      </Form>

      {deleting !== null ? (
        <Dialog labelledBy="delete-question" closeTo={cartHref([...selected])}>
          <p id="delete-question">Anda yakin ingin menghapus produk ini?</p>
          <footer>
            <Link to={cartHref([...selected])} className="secondary" role="button">
              Batal
            </Link>{" "}
            <Form method="post" className="inline-form">
              <AuthenticityTokenInput />
              <input type="hidden" {...intent("delete")} />
              <input type="hidden" name="cartId" value={deleting} />
              {/* One click, one delete: the button waits for the answer. */}
              <button type="submit" disabled={removing} aria-busy={removing}>
                Hapus
              </button>
            </Form>
          </footer>
        </Dialog>
      ) : null}
    </>
  );
}
