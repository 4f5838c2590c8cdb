import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CartLineRow, type LineFeedback } from "~/components/buying/CartLineRow";
import { ProductGrid } from "~/components/catalogue/ProductCard";
import { AlertDialog, Dialog } from "~/components/ui/Dialog";
import { deleteCartLine, listCart, updateCartLine, type CartItem } from "~/lib/admin/cart.server";
import { listBestSellers } from "~/lib/admin/catalogue.server";
import { startCheckout } from "~/lib/admin/checkout.server";
import { AdminError, adminClient } from "~/lib/admin/client.server";
import { decideQuantity, selectionSummary } from "~/lib/buying/cart";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { formatRupiah } from "~/lib/format";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepRetryAfter } from "~/lib/http.server";
import { cartActionSchema } from "~/lib/schemas/cart";
import { commitSession, flash, requireUser } from "~/lib/session.server";
import { pageTitle } from "~/components/layout/types";

const CART = "/keranjang-belanja";
const NOTHING_SELECTED = "Silahkan Pilih Produk!";
/** 000 §2: the 6 best sellers under the cart. */
const RECOMMENDED = 6;

export const headers = keepRetryAfter;
// A form the host was too busy to take stays on screen as typed, its data not read again.
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Keranjang Belanja") }];

/** 000 §8: lists that fail to load show as empty; host outages still reach the error page. */
async function orEmpty<T>(load: Promise<T[]>): Promise<T[]> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AdminError) return [];
    throw error;
  }
}

function cartHref(selected: readonly number[], extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const id of selected) params.append("pilih", String(id));
  const search = params.toString();
  return search ? `${CART}?${search}` : CART;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const admin = await adminClient(request);
  const url = new URL(request.url);
  const [items, recommended] = await Promise.all([
    orEmpty<CartItem>(listCart(admin, user.userId)),
    orEmpty(listBestSellers(RECOMMENDED)),
  ]);
  const selected = url.searchParams.getAll("pilih").map(Number).filter(Number.isInteger);
  const deleting = items.find((item) => String(item.id) === url.searchParams.get("hapus"))?.id ?? null;
  return { items, selected, deleting, recommended };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const submission = parseWithZod(formData, { schema: cartActionSchema });
  if (submission.status !== "success") return refusedLine(formData, submission.error);
  const admin = await adminClient(request);
  const form = submission.value;

  switch (form.intent) {
    case "qty": {
      const decision = decideQuantity(form.qty);
      // The confirmation opens over the page as it was, selection included.
      if (decision.kind === "confirm-delete")
        throw redirect(cartHref(form.selected, { hapus: String(form.cartId) }));
      if (decision.kind === "invalid")
        return { lineError: { cartId: form.cartId, field: "qty" as const, message: decision.message } };
      return lineUpdate(
        () => updateCartLine(admin, form.cartId, { qty: decision.qty }),
        { cartId: form.cartId, field: "qty" },
        String(decision.qty),
      );
    }
    case "note":
      return lineUpdate(
        () => updateCartLine(admin, form.cartId, { note: form.note }),
        { cartId: form.cartId, field: "note" },
        form.note,
      );
    case "delete": {
      try {
        await deleteCartLine(admin, form.cartId);
        flash(user.session, { kind: "success", message: DELETED });
      } catch (error) {
        if (!(error instanceof AdminError)) throw error;
        // A line already gone (another tab, another device) is what the buyer asked for.
        flash(
          user.session,
          error.status === 404
            ? { kind: "success", message: DELETED }
            : { kind: "error", message: error.message },
        );
      }
      // The selection is cleared: the cart opens again without `pilih`.
      throw redirect(CART, { headers: { "Set-Cookie": await commitSession(user.session) } });
    }
    case "select":
      throw redirect(cartHref(form.selected));
    case "checkout": {
      // Lines ticked on a page that has since gone stale (stock sold, product disabled) go to the
      // host anyway: its refusal names the product, which tells the buyer more than a silent drop.
      const items = await listCart(admin, user.userId);
      const lines = items.filter((item) => form.selected.includes(item.id));
      if (lines.length === 0) return { checkoutError: NOTHING_SELECTED };
      try {
        const checkoutId = await startCheckout(
          admin,
          user.userId,
          lines.map((item) => ({ cartId: item.id, qty: item.qty })),
        );
        user.session.set("id_checkout", checkoutId);
      } catch (error) {
        // 000 §8: a checkout that cannot start shows the host's message in a dialog.
        const busy = hostBusyReply(error, (message) => ({ checkoutError: message }));
        if (busy) return busy;
        if (error instanceof AdminError) return { checkoutError: error.message };
        throw error;
      }
      throw redirect("/checkout", { headers: { "Set-Cookie": await commitSession(user.session) } });
    }
  }
}

const DELETED = "Produk berhasil dihapus";

/** A line form the schema refused (a note above 255 characters) answers beside its field. */
function refusedLine(
  formData: FormData,
  errors: Record<string, string[] | null> | null | undefined,
): { lineError: LineFeedback } {
  const cartId = Number(formData.get("cartId"));
  const field = formData.get("intent");
  const message = Object.values(errors ?? {}).flat()[0];
  if ((field === "qty" || field === "note") && Number.isInteger(cartId) && cartId > 0 && message)
    return { lineError: { cartId, field, message } };
  throw new Response("Permintaan tidak valid.", { status: 400 });
}

/** 000 §8: the host's refusal (stock, note length, a line gone) is shown beside the field. */
async function lineUpdate(
  update: () => Promise<void>,
  line: { cartId: number; field: "qty" | "note" },
  typed: string,
) {
  try {
    await update();
    return { lineError: null as LineFeedback };
  } catch (error) {
    // The host busy or down: the line answers like a refusal, keeping what was typed.
    const busy = hostBusyReply(error, (message) => ({
      lineError: { ...line, message, typed } as LineFeedback,
    }));
    if (busy) return busy;
    if (error instanceof AdminError)
      return { lineError: { ...line, message: error.message } as LineFeedback };
    throw error;
  }
}

export default function CartPage() {
  const { items, recommended } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="cart-page">
      <h1>Keranjang Belanja</h1>
      {items.length === 0 ? (
        <section className="cart-empty">
          <p>Wah keranjang belanjamu masih kosong ..</p>
          <Link to="/produk?page=1" role="button">
            Yuk belanja sekarang
          </Link>
        </section>
      ) : (
        // A new address (after a delete, a confirmation, a server-side total) restarts the selection from it.
        <CartContent key={location.key} />
      )}
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
  const checkoutError = actionData && "checkoutError" in actionData ? actionData.checkoutError : null;
  const lineFeedback = actionData && "lineError" in actionData ? actionData.lineError : null;

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
                feedback={lineFeedback ?? null}
                selection={[...selected]}
                deleteHref={cartHref([...selected], { hapus: String(item.id) })}
              />
            ))}
          </tbody>
        </table>
      </div>

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
            <button type="submit" name="intent" value="select" className="secondary">
              Hitung total
            </button>
          )}
          <button type="submit" name="intent" value="checkout" disabled={submitting} aria-busy={submitting}>
            Checkout
          </button>
        </div>
      </Form>

      {/* Once the post and the reload after it are done: mounted earlier, the dialog would open
          again at the end of the reload, after the buyer's OK. A new post unmounts it, so its
          answer opens a fresh one. */}
      {checkoutError && navigation.state === "idle" ? (
        <AlertDialog id="checkout-error" message={checkoutError} />
      ) : null}
      {deleting !== null ? (
        <Dialog labelledBy="delete-question" closeTo={cartHref([...selected])}>
          <p id="delete-question">Anda yakin ingin menghapus produk ini?</p>
          <footer>
            <Link to={cartHref([...selected])} className="secondary" role="button">
              Batal
            </Link>{" "}
            <Form method="post" className="inline-form">
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="delete" />
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
