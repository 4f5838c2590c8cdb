import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CartLineRow } from "~/features/buying/CartLineRow";
import { ProductGrid } from "~/features/catalogue/ProductCard";
import { Dialog } from "~/components/ui/Dialog";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { deleteCartLine, listCart, updateCartLine } from "~/lib/admin/cart.server";
import { listBestSellers } from "~/lib/admin/catalogue.server";
import { startCheckout } from "~/lib/admin/checkout.server";
import { AdminError, adminClient, emptyOnAdminError } from "~/lib/admin/client.server";
import { CART, decideQuantity, lineForm, selectionSummary } from "~/features/buying/cart";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { formatRupiah } from "~/lib/format";
import { intentField, refusalAnswer, submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { PRODUCT_DELETED, SAVED, OK, STORE_REFUSAL_TITLE, SUCCESS_TITLE } from "~/lib/forms/texts";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "buying", "compare");
import { QUOTATION_PATH } from "~/features/quotation/href";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepRetryAfter } from "~/lib/http.server";
import { cartActionSchema, type CartAction } from "~/features/buying/cart-schema";
import { commitSession, requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";

const NOTHING_SELECTED = "Silahkan Pilih Produk!";
/** 000 §2: the 6 best sellers under the cart. */
const RECOMMENDED = 6;

export const headers = keepRetryAfter;
// A form the host was too busy to take stays on screen as typed, its data not read again.
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Keranjang Belanja") }];

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

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const submission = parseWithZod(formData, { schema: cartActionSchema });
  if (submission.status !== "success") {
    // A line form the schema refused (a note above 255 characters) answers beside its field.
    const intent = formData.get("intent");
    const cartId = Number(formData.get("cartId"));
    if ((intent === "qty" || intent === "note") && Number.isInteger(cartId) && cartId > 0)
      return sendAnswer(submissionAnswer(lineForm(intent, cartId), submission));
    throw new Response("Permintaan tidak valid.", { status: 400 });
  }
  const admin = await adminClient(request);
  const form = submission.value;

  switch (form.intent) {
    case "qty": {
      const decision = decideQuantity(form.qty);
      // The confirmation opens over the page as it was, selection included.
      if (decision.kind === "confirm-delete")
        throw redirect(cartHref(form.selected, { hapus: String(form.cartId) }));
      if (decision.kind === "invalid")
        return sendAnswer(
          refusalAnswer(lineForm("qty", form.cartId), formData, { fieldErrors: { qty: [decision.message] } }),
        );
      return lineUpdate(form, formData, () => updateCartLine(admin, form.cartId, { qty: decision.qty }));
    }
    case "note":
      return lineUpdate(form, formData, () => updateCartLine(admin, form.cartId, { note: form.note }));
    case "delete": {
      try {
        await deleteCartLine(admin, form.cartId);
      } catch (error) {
        // A line already gone (another tab, another device) is what the buyer asked for.
        if (!(error instanceof AdminError) || error.status !== 404) {
          const busy = hostBusyReply(error, (message) => deleteRefused(formData, message));
          if (busy) return busy;
          if (error instanceof AdminError) return sendAnswer(deleteRefused(formData, error.message), 422);
          throw error;
        }
      }
      // 000 §4: a success dialog; the selection is cleared (the cart opens again without `pilih`).
      throw redirect(cartHref([], { berhasil: "hapus" }));
    }
    case "select":
      throw redirect(cartHref(form.selected));
    case "checkout": {
      // Lines ticked on a page that has since gone stale (stock sold, product disabled) go to the
      // host anyway: its refusal names the product, which tells the buyer more than a silent drop.
      const items = await listCart(admin, user.userId);
      const lines = items.filter((item) => form.selected.includes(item.id));
      if (lines.length === 0) return sendAnswer(checkoutRefused(formData, NOTHING_SELECTED));
      try {
        const checkoutId = await startCheckout(
          admin,
          user.userId,
          lines.map((item) => ({ cartId: item.id, qty: item.qty })),
        );
        user.session.set("id_checkout", checkoutId);
      } catch (error) {
        // 000 §8: a checkout that cannot start shows the host's message in a dialog.
        const busy = hostBusyReply(error, (message) => checkoutRefused(formData, message));
        if (busy) return busy;
        if (error instanceof AdminError) return sendAnswer(checkoutRefused(formData, error.message), 422);
        throw error;
      }
      throw redirect("/checkout", { headers: { "Set-Cookie": await commitSession(user.session) } });
    }
  }
}

/** The success dialogs a save or a delete leads to (`?berhasil=`): 000 §8 and §4. */
const DONE = { simpan: SAVED, hapus: PRODUCT_DELETED } as const;

/** 000 §8: the checkout's refusals (nothing chosen, the host's word) in a dialog. */
const checkoutRefused = (formData: FormData, message: string) =>
  refusalAnswer("checkout", formData, { dialog: { title: STORE_REFUSAL_TITLE, message } });

const deleteRefused = (formData: FormData, message: string) =>
  refusalAnswer("delete", formData, { dialog: { title: STORE_REFUSAL_TITLE, message } });

type LineAction = Extract<CartAction, { intent: "qty" | "note" }>;

/**
 * A line's quantity or note sent to the host: saved, the page again with 'Data berhasil
 * disimpan' (000 §8); refused (stock, a line gone) or the host busy, the message beside the
 * field with what was typed.
 */
async function lineUpdate(form: LineAction, formData: FormData, update: () => Promise<void>) {
  const refused = (message: string) =>
    refusalAnswer(lineForm(form.intent, form.cartId), formData, {
      fieldErrors: { [form.intent]: [message] },
    });
  try {
    await update();
  } catch (error) {
    const busy = hostBusyReply(error, refused);
    if (busy) return busy;
    if (error instanceof AdminError) return sendAnswer(refused(error.message), 422);
    throw error;
  }
  throw redirect(cartHref(form.selected, { berhasil: "simpan" }));
}

export default function CartPage() {
  const { items, recommended, selected, done } = useLoaderData<typeof loader>();
  const location = useLocation();
  const back = cartHref(selected);
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
