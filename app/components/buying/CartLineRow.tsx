import { Link, useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ProductImage } from "~/components/catalogue/ProductImage";
import { productHref } from "~/components/catalogue/ProductCard";
import type { CartItem } from "~/lib/admin/cart.server";
import { NOTE_MAX_LENGTH, selectionBlock, unitPrice } from "~/lib/buying/cart";
import { formatRupiah } from "~/lib/format";

/**
 * The host's (or the schema's) refusal of one line's quantity or note; `typed` is what the buyer
 * sent when it was not stored (the host busy), shown again without JavaScript.
 */
export type LineFeedback = { cartId: number; field: "qty" | "note"; message: string; typed?: string } | null;

type Props = {
  item: CartItem;
  checked: boolean;
  onToggle: (id: number, checked: boolean) => void;
  /** The page's action answer when the form was posted without JavaScript. */
  feedback: LineFeedback;
  /** The lines ticked now: a quantity of 0 opens the delete confirmation over the same selection. */
  selection: readonly number[];
  deleteHref: string;
};

/** One cart line: its own small forms for quantity and note, and its box in the selection form. */
export function CartLineRow({ item, checked, onToggle, feedback, selection, deleteHref }: Props) {
  const fetcher = useFetcher<{ lineError?: LineFeedback }>({ key: `cart-line-${item.id}` });
  const hydrated = useHydrated();
  const block = selectionBlock(item);
  const answer = fetcher.data ? fetcher.data.lineError : feedback?.cartId === item.id ? feedback : null;
  const errorOf = (field: "qty" | "note") => (answer?.field === field ? answer.message : null);
  const qtyError = errorOf("qty");
  const noteError = errorOf("note");
  const typedOf = (field: "qty" | "note") => (answer?.field === field ? answer.typed : undefined);
  const busy = fetcher.state !== "idle";
  const submitOnBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    if (event.currentTarget.value !== event.currentTarget.defaultValue)
      event.currentTarget.form?.requestSubmit();
  };
  const price = unitPrice(item);
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
        <fetcher.Form method="post" className="cart-inline-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="qty" />
          <input type="hidden" name="cartId" value={item.id} />
          {selection.map((id) => (
            <input key={id} type="hidden" name="selected" value={id} />
          ))}
          <input
            key={item.qty}
            type="number"
            name="qty"
            inputMode="numeric"
            defaultValue={typedOf("qty") ?? item.qty}
            aria-label={`Jumlah ${item.product.name}`}
            aria-invalid={qtyError ? true : undefined}
            onBlur={submitOnBlur}
          />
          <button type="submit" className="secondary" hidden={hydrated} disabled={busy}>
            Ubah
          </button>
        </fetcher.Form>
        <FieldError message={qtyError} />
      </td>
      <td data-label="Harga">{formatRupiah(price)}</td>
      <td data-label="Subtotal">{formatRupiah(price * item.qty)}</td>
      <td data-label="Catatan">
        <fetcher.Form method="post" className="cart-inline-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="cartId" value={item.id} />
          <input
            key={item.note}
            type="text"
            name="note"
            maxLength={NOTE_MAX_LENGTH}
            defaultValue={typedOf("note") ?? item.note}
            placeholder="Catatan"
            aria-label={`Catatan ${item.product.name}`}
            aria-invalid={noteError ? true : undefined}
            onBlur={submitOnBlur}
          />
          <button type="submit" className="secondary" hidden={hydrated} disabled={busy}>
            Simpan
          </button>
        </fetcher.Form>
        <FieldError message={noteError} />
      </td>
      <td data-label="Hapus">
        <Link to={deleteHref} className="secondary" role="button" aria-label={`Hapus ${item.product.name}`}>
          Hapus
        </Link>
      </td>
    </tr>
  );
}

function FieldError({ message }: { message: string | null }) {
  return message ? (
    <small role="alert" className="field-error">
      {message}
    </small>
  ) : null;
}
