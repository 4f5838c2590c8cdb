import { Form, Link, useSubmit } from "@remix-run/react";
import { FEEDBACK_TEXTS, ORDER_FIELD, ORDER_SEARCH_FIELD } from "~/features/feedback/forms";

export type PickerOrder = { id: number; invoice: string };

type Props = {
  /** The buyer's paid orders (001 §5: only paid orders are selectable). */
  orders: readonly PickerOrder[];
  chosen: PickerOrder | null;
  /** What was searched when it matched no order or several. */
  search: string;
  /** The orders that matched `search` when there were several. */
  matches: readonly PickerOrder[];
  path: string;
};

/**
 * 001 §2 "a searchable selector of paid orders" labelled by invoice: a search box suggesting the
 * invoices (a datalist). A GET form: one match opens that order's products (?id_transaksi=);
 * several are listed to pick from; none shows the spec's empty text. With JS, picking a
 * suggestion opens it at once.
 */
export function OrderPicker({ orders, chosen, search, matches, path }: Props) {
  const submit = useSubmit();
  if (orders.length === 0) {
    return (
      <div className="field">
        <span className="feedback-label">ID Pesanan</span>
        <p className="feedback-empty" role="status">
          {FEEDBACK_TEXTS.noOrders}
        </p>
      </div>
    );
  }
  const invoices = new Set(orders.map((order) => order.invoice));
  const searched = search !== "";
  return (
    <Form method="get" action={path} className="order-picker" preventScrollReset>
      <label htmlFor="cari-pesanan">ID Pesanan</label>
      <div className="order-picker-row">
        <input
          id="cari-pesanan"
          type="search"
          name={ORDER_SEARCH_FIELD}
          list="pesanan-dibayar"
          defaultValue={searched ? search : (chosen?.invoice ?? "")}
          placeholder="Cari invoice pesanan"
          autoComplete="off"
          maxLength={60}
          onInput={(event) => {
            const input = event.currentTarget;
            if (invoices.has(input.value)) submit(input.form, { preventScrollReset: true, replace: true });
          }}
        />
        <button type="submit" className="secondary">
          Pilih
        </button>
      </div>
      <datalist id="pesanan-dibayar">
        {orders.map((order) => (
          <option key={order.id} value={order.invoice} />
        ))}
      </datalist>
      {searched && matches.length === 0 ? (
        <p className="feedback-empty" role="status">
          {FEEDBACK_TEXTS.noOrders}
        </p>
      ) : null}
      {matches.length > 1 ? (
        <ul className="order-picker-matches" aria-label="Pesanan yang cocok">
          {matches.map((order) => (
            <li key={order.id}>
              <Link to={`${path}?${ORDER_FIELD}=${order.id}`} replace preventScrollReset>
                {order.invoice}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Form>
  );
}
