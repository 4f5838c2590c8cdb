// The buying flow without JavaScript: the host-side set-up of tests/e2e/cart.helpers.ts (carts,
// orders, addresses through the buyer's own host calls) and the pages' parts as a reader finds them.
import { expect, type NoJsBrowser } from "../kit";

export {
  DENPASAR,
  addAddress,
  addressIds,
  cartLines,
  hostSignIn,
  ordersOf,
  placeOrder,
  productName,
  productStock,
  putDisabledInCart,
  putInCart,
  removeFromCart,
} from "../../e2e/cart.helpers";

/** A cart line's row on /keranjang-belanja (or any table row), found by the product's name. */
export function cartRow(visitor: NoJsBrowser, name: string) {
  return visitor.$("tbody tr").filter((_, row) => visitor.$(row).text().includes(name));
}

/** The rupiah amount shown by the element with `data-testid=testId`. */
export function amount(visitor: NoJsBrowser, testId: string): number {
  return Number(visitor.text(`[data-testid="${testId}"]`).replace(/\D/g, ""));
}

/** Ticks the named lines on the cart and starts the checkout: ends on /checkout. */
export async function checkOut(visitor: NoJsBrowser, names: string[]) {
  await visitor.goto("/keranjang-belanja");
  for (const name of names) visitor.check(`Pilih ${name}`);
  await visitor.press("Checkout");
  expect(visitor.url.pathname, visitor.text("main")).toBe("/checkout");
}

/** The open dialog named `name` (its aria-label or the element its aria-labelledby points at). */
export function dialog(visitor: NoJsBrowser, name: string) {
  return visitor.$("dialog[open]").filter((_, el) => {
    const labelledBy = el.attribs["aria-labelledby"];
    const label = labelledBy ? visitor.$(`[id="${labelledBy}"]`).text() : (el.attribs["aria-label"] ?? "");
    return label.replace(/\s+/g, " ").trim() === name;
  });
}
