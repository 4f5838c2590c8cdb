import { z } from "zod";
import type { Db } from "../db/index.ts";
import { fieldError, invalid, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { nowIso } from "./common.ts";
import { id, optionalText, wholeNumber } from "./input.ts";
import { productSummaries, type ProductSummary } from "./products.ts";

export interface CartLine {
  id: number;
  customer_id: number;
  product_id: number;
  qty: number;
  note: string;
  created_at: string;
  updated_at: string;
  product: ProductSummary;
}

type CartRow = Omit<CartLine, "product">;

const maxQty = 100_000;

function withProducts(db: Db, rows: CartRow[]): CartLine[] {
  const products = productSummaries(
    db,
    rows.map((row) => row.product_id),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.product_id);
    return product ? [{ ...row, product }] : [];
  });
}

/** The buyer's cart, newest first. */
export function listCart(db: Db, customerId: number): CartLine[] {
  return withProducts(
    db,
    db.all<CartRow>("SELECT * FROM carts WHERE customer_id = ? ORDER BY created_at DESC, id DESC", [
      customerId,
    ]),
  );
}

export function ownCartLine(db: Db, customerId: number, cartId: number): CartRow {
  const row = db.get<CartRow>("SELECT * FROM carts WHERE id = ? AND customer_id = ?", [cartId, customerId]);
  if (!row) throw notFound();
  return row;
}

const cartLine = (db: Db, cartId: number) =>
  withProducts(db, [db.get<CartRow>("SELECT * FROM carts WHERE id = ?", [cartId])!])[0];

/** A quantity to order: 1 up to 100000. */
export const qtyField = wholeNumber(
  { required: "Jumlah wajib diisi", notDigits: "Jumlah harus berupa angka", tooLong: "Jumlah terlalu besar" },
  6,
)
  .refine((qty) => qty >= 1, "Jumlah minimal 1")
  .refine((qty) => qty <= maxQty, "Jumlah terlalu besar");

const addSchema = z.object({ product_id: id("Produk tidak ditemukan"), qty: qtyField });

/** 000 §5: the quantity already in the cart plus the new one may not exceed the stock. */
export function addToCart(db: Db, customerId: number, input: unknown): CartLine {
  const { product_id, qty } = validate(addSchema, input);
  return db.tx(() => {
    const product = db.get<{ stock: number; status: string }>(
      "SELECT stock, status FROM products WHERE id = ?",
      [product_id],
    );
    if (!product) throw fieldError("product_id", "Produk tidak ditemukan");
    if (product.status === "disabled") throw fieldError("product_id", "Produk dinonaktifkan");
    const existing = db.get<CartRow>("SELECT * FROM carts WHERE customer_id = ? AND product_id = ?", [
      customerId,
      product_id,
    ]);
    const inCart = existing?.qty ?? 0;
    if (inCart + qty > product.stock) {
      throw fieldError(
        "qty",
        `Kamu telah memasukan ${inCart} barang ke dalam keranjang, kamu tidak bisa menambah jumlah barang di keranjang karena telah melebihi batas pembelian`,
      );
    }
    const now = nowIso();
    if (existing) {
      db.run("UPDATE carts SET qty = ?, updated_at = ? WHERE id = ?", [inCart + qty, now, existing.id]);
      return cartLine(db, existing.id);
    }
    const cartId = db.run(
      "INSERT INTO carts (customer_id, product_id, qty, note, created_at, updated_at) VALUES (?, ?, ?, '', ?, ?)",
      [customerId, product_id, qty, now, now],
    ).lastInsertRowid;
    return cartLine(db, cartId);
  });
}

/** A new line quantity: digits, not negative (000 §5's alert text), at least 1. */
const lineQty = z
  .union([z.string(), z.number()], { invalid_type_error: "Jumlah harus berupa angka" })
  .transform((value, ctx) => {
    const text = String(value).trim();
    const message = !/^-?\d{1,7}$/.test(text)
      ? "Jumlah harus berupa angka"
      : Number(text) < 0
        ? "QTY tidak boleh negatif!"
        : Number(text) < 1
          ? "Jumlah minimal 1"
          : null;
    if (message) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return Number(text);
  });

const updateSchema = z.object({
  qty: z.preprocess((value) => (value === "" || value === null ? undefined : value), lineQty.optional()),
  note: optionalText(255, "Catatan maksimal 255 karakter").optional(),
});

/** Changes the quantity (within stock) and/or the note of one line. */
export function updateCartLine(db: Db, customerId: number, cartId: number, input: unknown): CartLine {
  const line = ownCartLine(db, customerId, cartId);
  const change = validate(updateSchema, input);
  if (change.qty === undefined && change.note === undefined)
    throw invalid({ data: ["Tidak ada data yang diubah"] });
  return db.tx(() => {
    if (change.qty !== undefined) {
      const { stock } = db.get<{ stock: number }>("SELECT stock FROM products WHERE id = ?", [
        line.product_id,
      ])!;
      if (change.qty > stock) throw fieldError("qty", `Stok tidak mencukupi, stok tersedia ${stock}`);
    }
    db.run("UPDATE carts SET qty = ?, note = ?, updated_at = ? WHERE id = ?", [
      change.qty ?? line.qty,
      change.note ?? line.note,
      nowIso(),
      cartId,
    ]);
    return cartLine(db, cartId);
  });
}

export function deleteCartLine(db: Db, customerId: number, cartId: number): void {
  ownCartLine(db, customerId, cartId);
  db.run("DELETE FROM carts WHERE id = ?", [cartId]);
}
