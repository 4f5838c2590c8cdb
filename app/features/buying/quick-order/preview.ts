// The preview of a quick order: each line with what it found on the host (one product, several
// to choose from, or nothing) and whether it can go into the cart. `lineProblems` applies the
// cart's own rules (000 §4, §5) the way the host's add applies them, per product over all lines
// that chose it; the server decides with it and the page, with JavaScript, shows it live as
// quantities and choices change. Pure and browser-safe.
import { PRODUCT_DISABLED } from "~/features/buying/cart";
import { parseQuantity, type OrderLine } from "./lines";
import { overStock, TEXT } from "./texts";

/** A product as the preview shows it, with what the buyer already has of it in the cart. */
export type ProductChoice = {
  id: number;
  name: string;
  /** The price per unit the cart charges (the promo price when there is one). */
  price: number;
  stock: number;
  disabled: boolean;
  inCart: number;
};

export type Found =
  | { kind: "product"; product: ProductChoice }
  | { kind: "choose"; candidates: ProductChoice[]; more: boolean }
  | { kind: "none"; message: string };

export type PreviewLine = OrderLine & {
  /** The line's name in the form (`cari-<key>`, ...), stable while lines are removed. */
  key: number;
  found: Found;
  /** The product the line adds: its own, or the candidate the buyer chose. */
  chosen: number | null;
};

/** The product `line` would add, or null (nothing found, nothing chosen yet). */
export function chosenProduct(line: Pick<PreviewLine, "found" | "chosen">): ProductChoice | null {
  if (line.found.kind === "product") return line.found.product;
  if (line.found.kind === "choose") return line.found.candidates.find((c) => c.id === line.chosen) ?? null;
  return null;
}

type Checked = Pick<PreviewLine, "found" | "chosen" | "qtyText">;

/**
 * Why each line cannot go into the cart, or null when it can: not found, no choice made, a
 * quantity the cart refuses, a disabled product, or more than the stock once what is already in
 * the cart and every line choosing the same product are counted.
 */
export function lineProblems(lines: readonly Checked[]): (string | null)[] {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    const product = chosenProduct(line);
    const quantity = parseQuantity(line.qtyText);
    if (product && quantity.ok) wanted.set(product.id, (wanted.get(product.id) ?? 0) + quantity.qty);
  }
  return lines.map((line) => {
    if (line.found.kind === "none") return line.found.message;
    const product = chosenProduct(line);
    if (!product) return TEXT.chooseOne;
    const quantity = parseQuantity(line.qtyText);
    if (!quantity.ok) return quantity.message;
    if (product.disabled) return PRODUCT_DISABLED;
    if (product.stock <= 0) return TEXT.outOfStock;
    if (product.inCart + (wanted.get(product.id) ?? 0) > product.stock) return overStock(product.inCart);
    return null;
  });
}

/** The price of the lines that can go into the cart. */
export function readyTotal(lines: readonly Checked[], problems: readonly (string | null)[]): number {
  return lines.reduce((sum, line, index) => {
    const product = chosenProduct(line);
    const quantity = parseQuantity(line.qtyText);
    return problems[index] === null && product && quantity.ok ? sum + product.price * quantity.qty : sum;
  }, 0);
}
