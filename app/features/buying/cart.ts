import type { Promo } from "~/lib/admin/catalogue-types";
import { unitPrice as productUnitPrice } from "~/features/catalogue/pricing";

/** The cart page (000 §4). */
export const CART = "/keranjang-belanja";

/** What the cart rules need of a line; the admin response type satisfies it. */
export type CartLine = {
  id: number;
  qty: number;
  product: { price: number; stock: number; status?: string | null; promo: Promo | null };
};

export const STOCK_SHORT = "Stok kurang";
export const PRODUCT_DISABLED = "Produk dinonaktifkan";
export const NEGATIVE_QTY = "QTY tidak boleh negatif!";
/** The host keeps notes of up to 255 characters (docs/admin-api.md, Cart). */
export const NOTE_MAX_LENGTH = 255;
export const NOTE_TOO_LONG = "Catatan maksimal 255 karakter";

/** The promo price wins over the normal price, as on the product pages. */
export function unitPrice(line: CartLine): number {
  return productUnitPrice(line.product.price, line.product.promo);
}

/** Why a line cannot be selected, or null when it can. */
export function selectionBlock(line: CartLine): string | null {
  if (line.product.status === "disabled") return PRODUCT_DISABLED;
  if (line.product.stock < line.qty) return STOCK_SHORT;
  return null;
}

/** Count and total of the selected lines that may be selected; used by the server and, live, by the browser. */
export function selectionSummary(lines: readonly CartLine[], selectedIds: ReadonlySet<number>) {
  const chosen = lines.filter((line) => selectedIds.has(line.id) && selectionBlock(line) === null);
  return {
    ids: chosen.map((line) => line.id),
    count: chosen.length,
    total: chosen.reduce((sum, line) => sum + unitPrice(line) * line.qty, 0),
  };
}

export type QuantityDecision =
  { kind: "set"; qty: number } | { kind: "confirm-delete" } | { kind: "invalid"; message: string };

/** Cart quantity input: empty resets to 1, 0 asks to delete, negatives are refused. */
export function decideQuantity(raw: string): QuantityDecision {
  const text = raw.trim();
  if (text === "") return { kind: "set", qty: 1 };
  const value = Number(text);
  if (!Number.isFinite(value)) return { kind: "set", qty: 1 };
  if (value < 0) return { kind: "invalid", message: NEGATIVE_QTY };
  const qty = Math.trunc(value);
  return qty === 0 ? { kind: "confirm-delete" } : { kind: "set", qty };
}

/** The answer's name for one line's quantity or note form (each line has its own). Kept out of
 *  the zod schema's module: the cart page's browser code needs the name, not the schema. */
export const lineForm = (intent: "qty" | "note", cartId: number) => `${intent}-${cartId}`;
