// The cart page's address with its selection (`pilih`) and URL state (`hapus`, `berhasil`), for
// the page and its action. Browser-safe.
import { CART } from "./cart";

export function cartHref(selected: readonly number[], extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const id of selected) params.append("pilih", String(id));
  const search = params.toString();
  return search ? `${CART}?${search}` : CART;
}
