import { Link, useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields } from "~/components/ui/answerFields";
import { ProductImage } from "~/features/catalogue/ProductImage";
import { productHref } from "~/features/catalogue/ProductCard";
import { FieldError } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import type { CartItem } from "~/lib/admin/cart.server";
import { lineForm, NOTE_MAX_LENGTH, selectionBlock, unitPrice } from "~/features/buying/cart";
import { intentField, isFormAnswer, replyFor, type FormAnswer as Answer } from "~/lib/forms/answer";
import { formatRupiah } from "~/lib/format";
import type { CartAction } from "~/features/buying/cart-schema";

type Props = {
  item: CartItem;
  checked: boolean;
  onToggle: (id: number, checked: boolean) => void;
  /** The page's action answer when the form was posted without JavaScript. */
  answer: unknown;
  /** The lines ticked now: a quantity of 0 opens the delete confirmation over the same selection. */
  selection: readonly number[];
  deleteHref: string;
};

/** One cart line: its own small forms for quantity and note, and its box in the selection form. */
export function CartLineRow({ item, checked, onToggle, answer: pageAnswer, selection, deleteHref }: Props) {
  const fetcher = useFetcher<Answer>({ key: `cart-line-${item.id}` });
  const hydrated = useHydrated();
  const block = selectionBlock(item);
  const answer = isFormAnswer(fetcher.data) ? fetcher.data : isFormAnswer(pageAnswer) ? pageAnswer : null;
  const intent = intentField<CartAction["intent"]>;
  // The field as refused (its message, what was typed) or, without a refusal, as stored.
  const field = (name: "qty" | "note") => {
    const formId = lineForm(name, item.id);
    const read = answerFields(formId, replyFor(answer, formId), { [name]: String(item[name]) })(name);
    return { name, formId, ...read, error: read.meta.errors?.[0] };
  };
  const qty = field("qty");
  const note = field("note");
  const busy = fetcher.state !== "idle";
  const submitOnBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    if (event.currentTarget.value !== event.currentTarget.defaultValue)
      event.currentTarget.form?.requestSubmit();
  };
  const price = unitPrice(item);
  // Quantity and note are each a small form of their own, sent as the field is left (or by its
  // button before hydration and without JavaScript), carrying the ticked lines along.
  const fieldForm = (field: typeof qty, button: string, input: React.ReactNode) => (
    <>
      <FormAnswer answer={answer} intent={field.formId} formId={field.formId} />
      <fetcher.Form method="post" id={field.formId} className="cart-inline-form" preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" {...intent(field.name)} />
        <input type="hidden" name="cartId" value={item.id} />
        {selection.map((id) => (
          <input key={id} type="hidden" name="selected" value={id} />
        ))}
        {input}
        <button type="submit" className="secondary" hidden={hydrated} disabled={busy}>
          {button}
        </button>
      </fetcher.Form>
      <FieldError id={field.meta.errorId} error={field.error} />
    </>
  );
  return (
    <tr aria-busy={busy} data-testid={`cart-line-${item.id}`}>
      <td data-label="Pilih">
        <input
          type="checkbox"
          name="selected"
          value={item.id}
          form="cart-selection"
          aria-label={`Pilih ${item.product.name}`}
          disabled={block !== null}
          checked={block === null && checked}
          onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
        />
        {block ? <small className="cart-block">{block}</small> : null}
      </td>
      <td data-label="Produk">
        <Link to={productHref(item.product.id)} className="cart-product">
          <ProductImage image={item.product.image[0] ?? null} alt="" size={56} />
          <span>{item.product.name}</span>
        </Link>
      </td>
      <td data-label="Stok">{item.product.stock}</td>
      <td data-label="Jumlah">
        {fieldForm(
          qty,
          "Ubah",
          <input
            key={item.qty}
            {...qty.props}
            type="number"
            inputMode="numeric"
            aria-label={`Jumlah ${item.product.name}`}
            onBlur={submitOnBlur}
          />,
        )}
      </td>
      <td data-label="Harga">{formatRupiah(price)}</td>
      <td data-label="Subtotal">{formatRupiah(price * item.qty)}</td>
      <td data-label="Catatan">
        {fieldForm(
          note,
          "Simpan",
          <input
            key={item.note}
            {...note.props}
            type="text"
            maxLength={NOTE_MAX_LENGTH}
            placeholder="Catatan"
            aria-label={`Catatan ${item.product.name}`}
            onBlur={submitOnBlur}
          />,
        )}
      </td>
      <td data-label="Hapus">
        <Link to={deleteHref} className="secondary" role="button" aria-label={`Hapus ${item.product.name}`}>
          Hapus
        </Link>
      </td>
    </tr>
  );
}
