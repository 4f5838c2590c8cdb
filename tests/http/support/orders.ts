// Orders without JavaScript: the demo buyer's seeded orders as the operator reads them, the
// status labels and WITA dates the pages show, and the host-side set-up of negotiations
// (tests/e2e/support/orders.ts) for the HTTP conversations.
import type { NoJsBrowser } from "../kit";
import type { Element } from "domhandler";

export {
  adminCounter,
  hostOrder,
  hostToken,
  offeredOrder,
  placeOrder,
  ORDER_PRODUCTS,
} from "../../e2e/support/orders";

export * from "../../support/demo-orders";

/** The text of each element matching `selector` (whitespace collapsed), in page order. */
export function texts(visitor: NoJsBrowser, selector: string): string[] {
  return visitor
    .$<Element, string>(selector)
    .toArray()
    .map((el) => visitor.text(visitor.$(el)));
}

/** The transaction table's column `n` (1-based) of every row. */
export const column = (visitor: NoJsBrowser, n: number) =>
  texts(visitor, `[data-testid="order-table"] tbody tr td:nth-child(${n})`);

/** Whether the page has a link whose name holds `name` (as getByRole's name does, any case). */
export function hasLink(visitor: NoJsBrowser, name: string, within = "body"): boolean {
  return visitor
    .$(within)
    .find("a[href]")
    .toArray()
    .some((el) =>
      (el.attribs["aria-label"] ?? visitor.text(visitor.$(el))).toLowerCase().includes(name.toLowerCase()),
    );
}
