import { z } from "zod";
import { priceOfferError, shippingOfferError } from "../../../contract/offers.ts";
import type { Db } from "../db/index.ts";
import { fieldError, invalid, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { deliveryAddress, type DeliveryAddress } from "./address.ts";
import { qtyField } from "./cart.ts";
import { nowIso } from "./common.ts";
import { id, optionalAmount } from "./input.ts";
import { effectivePrice, productSummaries, type ProductSummary } from "./products.ts";
import { normaliseParts, quoteShipments, type ShipmentQuote } from "./shipping.ts";
import { orderTotals, subtotal, subtotalNego, type Totals } from "./totals.ts";

export interface CheckoutRow {
  id: number;
  customer_id: number;
  address_id: number | null;
  shipping_courier: string | null;
  shipping_service: string | null;
  shipping_cost: number | null;
  shipping_cost_nego: number | null;
  transaction_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CheckoutDetailRow {
  id: number;
  checkout_id: number;
  cart_id: number;
  product_id: number;
  qty: number;
  price: number;
  price_nego: number | null;
  notes: string;
  partial: string;
}

export const PARTIAL_LINE_ERROR =
  "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan";

export const listExpeditions = (db: Db) =>
  db.all<{ id: number; courier_code: string; courier_name: string; status: string }>(
    "SELECT * FROM expeditions ORDER BY id",
  );

export function ownCheckout(db: Db, customerId: number, checkoutId: number): CheckoutRow {
  const row = db.get<CheckoutRow>("SELECT * FROM checkouts WHERE id = ? AND customer_id = ?", [
    checkoutId,
    customerId,
  ]);
  if (!row) throw notFound();
  return row;
}

/** A checkout that can still change: not yet turned into an order. */
function openCheckout(db: Db, customerId: number, checkoutId: number): CheckoutRow {
  const row = ownCheckout(db, customerId, checkoutId);
  if (row.transaction_id !== null) throw invalid({ checkout_id: ["Checkout sudah diproses"] });
  return row;
}

export const checkoutDetails = (db: Db, checkoutId: number) =>
  db.all<CheckoutDetailRow>("SELECT * FROM checkout_details WHERE checkout_id = ? ORDER BY id", [checkoutId]);

export const partsOf = (detail: CheckoutDetailRow): number[] => JSON.parse(detail.partial) as number[];

/** Refuses lines whose product is disabled or short of stock (checkout start and order creation). */
export function assertOrderable(
  product: ProductSummary | undefined,
  qty: number,
): asserts product is ProductSummary {
  if (!product) throw invalid({ cart_id: ["Produk tidak ditemukan"] });
  if (product.status === "disabled") throw invalid({ cart_id: [`Produk ${product.name} dinonaktifkan`] });
  if (qty > product.stock) throw invalid({ cart_id: [`Stok produk ${product.name} tidak mencukupi`] });
}

const asList = (value: unknown) =>
  value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];

const startSchema = z
  .object({
    cart_id: z.preprocess(
      asList,
      z
        .array(id("Silahkan Pilih Produk!"))
        .min(1, "Silahkan Pilih Produk!")
        .max(100, "Terlalu banyak produk"),
    ),
    qty: z.preprocess(asList, z.array(qtyField)),
  })
  .refine((input) => input.qty.length === input.cart_id.length, {
    message: "Jumlah produk tidak sesuai",
    path: ["qty"],
  });

/** Starts a checkout from selected cart lines; the cart lines take the given quantities. */
export function startCheckout(db: Db, customerId: number, input: unknown): number {
  const { cart_id, qty } = validate(startSchema, input);
  if (new Set(cart_id).size !== cart_id.length)
    throw invalid({ cart_id: ["Produk dipilih lebih dari sekali"] });
  return db.tx(() => {
    const lines = cart_id.map((cartId) => {
      const line = db.get<{ id: number; product_id: number; note: string }>(
        "SELECT id, product_id, note FROM carts WHERE id = ? AND customer_id = ?",
        [cartId, customerId],
      );
      if (!line) throw notFound();
      return line;
    });
    const products = productSummaries(
      db,
      lines.map((line) => line.product_id),
    );
    const now = nowIso();
    const checkoutId = db.run(
      "INSERT INTO checkouts (customer_id, created_at, updated_at) VALUES (?, ?, ?)",
      [customerId, now, now],
    ).lastInsertRowid;
    lines.forEach((line, index) => {
      const product = products.get(line.product_id);
      assertOrderable(product, qty[index]);
      db.run("UPDATE carts SET qty = ?, updated_at = ? WHERE id = ?", [qty[index], now, line.id]);
      db.run(
        "INSERT INTO checkout_details (checkout_id, cart_id, product_id, qty, price, notes) VALUES (?, ?, ?, ?, ?, ?)",
        [checkoutId, line.id, line.product_id, qty[index], effectivePrice(product), line.note],
      );
    });
    return checkoutId;
  });
}

export interface CheckoutView extends Totals {
  id: number;
  customer_id: number;
  satker_id: number | null;
  transaction_id: number | null;
  shipping_courier: string | null;
  shipping_service: string | null;
  shipping_cost: number | null;
  shipping_cost_nego: number | null;
  shipping_costs: { partial_id: number; shipping_cost: number; etd: string }[];
  address: DeliveryAddress | null;
  checkout_detail: {
    id: number;
    cart_id: number;
    product_id: number;
    qty: number;
    price: number;
    price_nego: number | null;
    subtotal: number;
    subtotal_nego: number | null;
    is_nego: number;
    is_partial: number;
    notes: string;
    has_partial: { qty: number }[];
    product: ProductSummary | null;
  }[];
}

export function checkoutView(db: Db, customerId: number, checkoutId: number): CheckoutView {
  const checkout = ownCheckout(db, customerId, checkoutId);
  const details = checkoutDetails(db, checkoutId);
  const products = productSummaries(
    db,
    details.map((detail) => detail.product_id),
  );
  const priced = details.map((detail) => ({
    qty: detail.qty,
    price: detail.price,
    priceNego: detail.price_nego,
  }));
  return {
    id: checkout.id,
    customer_id: checkout.customer_id,
    satker_id: checkout.address_id,
    transaction_id: checkout.transaction_id,
    shipping_courier: checkout.shipping_courier,
    shipping_service: checkout.shipping_service,
    shipping_cost: checkout.shipping_cost,
    shipping_cost_nego: checkout.shipping_cost_nego,
    shipping_costs: db.all(
      "SELECT partial_id, shipping_cost, etd FROM checkout_shipping_costs WHERE checkout_id = ? ORDER BY partial_id",
      [checkoutId],
    ),
    address: checkout.address_id === null ? null : deliveryAddress(db, customerId, checkout.address_id),
    ...orderTotals(priced, checkout.shipping_cost ?? 0, checkout.shipping_cost_nego),
    checkout_detail: details.map((detail, index) => {
      const parts = partsOf(detail);
      return {
        id: detail.id,
        cart_id: detail.cart_id,
        product_id: detail.product_id,
        qty: detail.qty,
        price: detail.price,
        price_nego: detail.price_nego,
        subtotal: subtotal(priced[index]),
        subtotal_nego: subtotalNego(priced[index]),
        is_nego: detail.price_nego === null ? 0 : 1,
        is_partial: parts.length > 0 ? 1 : 0,
        notes: detail.notes,
        has_partial: parts.map((qty) => ({ qty })),
        product: products.get(detail.product_id) ?? null,
      };
    }),
  };
}

/** Quotes every shipment of the checkout, as the stored (or just given) partials split it. */
export function shipmentQuotes(
  db: Db,
  checkoutId: number,
  courier: string,
  provinceId: number,
): ShipmentQuote[] {
  const details = checkoutDetails(db, checkoutId);
  const products = productSummaries(
    db,
    details.map((detail) => detail.product_id),
  );
  return quoteShipments(
    courier,
    provinceId,
    details.map((detail) => ({
      qty: detail.qty,
      weight: products.get(detail.product_id)?.weight ?? 1000,
      parts: partsOf(detail),
    })),
  );
}

function enabledCourier(db: Db, code: unknown, field: string): string {
  const courier = typeof code === "string" ? code.trim().toLowerCase() : "";
  const row = db.get<{ status: string }>("SELECT status FROM expeditions WHERE courier_code = ?", [courier]);
  if (row?.status !== "enabled") throw fieldError(field, "Kurir tidak tersedia");
  return courier;
}

function addressProvince(db: Db, customerId: number, addressId: unknown): { id: number; provinceId: number } {
  const parsed =
    typeof addressId === "number"
      ? addressId
      : /^\d{1,15}$/.test(String(addressId ?? "").trim())
        ? Number(addressId)
        : 0;
  const address = parsed > 0 ? deliveryAddress(db, customerId, parsed) : null;
  if (!address) throw fieldError("satker_id", "Alamat tidak ditemukan");
  return { id: address.id, provinceId: address.customer_address.province_id };
}

/** Stores partials sent as `partial[<detailId>]` (a "2,3" text or a list); unknown ids are refused. */
function storePartials(db: Db, checkoutId: number, partial: unknown): void {
  if (partial === undefined || partial === null || partial === "") return;
  // `partial[12]=2,3` parses as a sparse list indexed by line id, JSON may send an object: both work.
  if (typeof partial !== "object") throw fieldError("partial", PARTIAL_LINE_ERROR);
  const details = new Map(checkoutDetails(db, checkoutId).map((detail) => [String(detail.id), detail]));
  for (const [detailId, raw] of Object.entries(partial)) {
    const detail = details.get(detailId);
    const parts = detail ? normaliseParts(detail.qty, raw) : null;
    if (!detail || parts === null) throw fieldError("partial", PARTIAL_LINE_ERROR);
    db.run("UPDATE checkout_details SET partial = ? WHERE id = ?", [JSON.stringify(parts), detail.id]);
  }
}

export function quoteShipping(
  db: Db,
  customerId: number,
  checkoutId: number,
  input: Record<string, unknown>,
): ShipmentQuote[] {
  openCheckout(db, customerId, checkoutId);
  const address = addressProvince(db, customerId, input.satker_id);
  const courier = enabledCourier(db, input.courier, "courier");
  return db.tx(() => {
    storePartials(db, checkoutId, input.partial);
    return shipmentQuotes(db, checkoutId, courier, address.provinceId);
  });
}

/** Stores the chosen service with the host's own figures; a new address or courier drops the shipping negotiation. */
export function storeShipping(
  db: Db,
  customerId: number,
  checkoutId: number,
  input: Record<string, unknown>,
): void {
  const checkout = openCheckout(db, customerId, checkoutId);
  const address = addressProvince(db, customerId, input.satker_id);
  const courier = enabledCourier(db, input.shipping_courier, "shipping_courier");
  const service = typeof input.shipping_service === "string" ? input.shipping_service.trim() : "";
  const quotes = shipmentQuotes(db, checkoutId, courier, address.provinceId);
  const chosen = quotes.map((quote) => quote.services.find((s) => s.service === service));
  if (chosen.some((s) => s === undefined)) throw fieldError("shipping_service", "Layanan Tidak Tersedia");
  const sent = Array.isArray(input.shipping_costs) ? input.shipping_costs : [];
  const sentIds = sent
    .map((cost: unknown) => Number((cost as { partial_id?: unknown } | null)?.partial_id))
    .sort((a, b) => a - b);
  const expectedIds = quotes.map((quote) => quote.partial_id);
  if (sentIds.join() !== expectedIds.join()) {
    throw fieldError("shipping_costs", "Ongkos kirim tidak sesuai, silahkan pilih layanan kembali");
  }
  const total = chosen.reduce((sum, s) => sum + s!.cost.value, 0);
  const keepNego = checkout.address_id === address.id && checkout.shipping_courier === courier;
  db.tx(() => {
    db.run(
      `UPDATE checkouts SET address_id = ?, shipping_courier = ?, shipping_service = ?, shipping_cost = ?,
         shipping_cost_nego = ?, updated_at = ? WHERE id = ?`,
      [
        address.id,
        courier,
        service,
        total,
        keepNego ? checkout.shipping_cost_nego : null,
        nowIso(),
        checkoutId,
      ],
    );
    db.run("DELETE FROM checkout_shipping_costs WHERE checkout_id = ?", [checkoutId]);
    quotes.forEach((quote, index) =>
      db.run(
        "INSERT INTO checkout_shipping_costs (checkout_id, partial_id, shipping_cost, etd) VALUES (?, ?, ?, ?)",
        [checkoutId, quote.partial_id, chosen[index]!.cost.value, chosen[index]!.cost.etd],
      ),
    );
  });
}

const shippingNegoSchema = z.object({
  checkout_id: id("Checkout tidak ditemukan"),
  shipping_cost_nego: optionalAmount(
    { notDigits: "Pastikan data yang diinput berupa angka", tooLong: "Data terlalu panjang!" },
    8,
  ),
});

/** Sets or (empty value) cancels the shipping negotiation; returns the checkout id and the message. */
export function negotiateShipping(
  db: Db,
  customerId: number,
  input: unknown,
): { checkoutId: number; message: string } {
  const { checkout_id, shipping_cost_nego } = validate(shippingNegoSchema, input);
  const checkout = openCheckout(db, customerId, checkout_id);
  if (shipping_cost_nego !== null && !checkout.shipping_service) {
    throw fieldError("shipping_cost_nego", "Silahkan pilih kurir terlebih dahulu");
  }
  const tooHigh =
    shipping_cost_nego === null ? null : shippingOfferError(shipping_cost_nego, checkout.shipping_cost ?? 0);
  if (tooHigh) throw fieldError("shipping_cost_nego", tooHigh);
  db.run("UPDATE checkouts SET shipping_cost_nego = ?, updated_at = ? WHERE id = ?", [
    shipping_cost_nego,
    nowIso(),
    checkout_id,
  ]);
  return {
    checkoutId: checkout_id,
    message:
      shipping_cost_nego === null ? "Negosiasi ongkir dibatalkan" : "Negosiasi ongkir berhasil disimpan",
  };
}

const priceNegoSchema = z.object({
  checkout_detail_id: id("Produk tidak ditemukan"),
  price_nego: optionalAmount(
    { notDigits: "Pastikan data yang diinput berupa angka", tooLong: "Data terlalu panjang!" },
    10,
  ),
});

/** Sets or (empty value) cancels a line's unit-price negotiation. */
export function negotiatePrice(
  db: Db,
  customerId: number,
  input: unknown,
): { checkoutId: number; message: string } {
  const { checkout_detail_id, price_nego } = validate(priceNegoSchema, input);
  const detail = db.get<CheckoutDetailRow>("SELECT * FROM checkout_details WHERE id = ?", [
    checkout_detail_id,
  ]);
  if (!detail) throw notFound();
  openCheckout(db, customerId, detail.checkout_id);
  const refused = price_nego === null ? null : priceOfferError(price_nego, detail.price);
  if (refused) throw fieldError("price_nego", refused);
  db.run("UPDATE checkout_details SET price_nego = ? WHERE id = ?", [price_nego, checkout_detail_id]);
  return {
    checkoutId: detail.checkout_id,
    message: price_nego === null ? "Negosiasi harga dibatalkan" : "Negosiasi harga berhasil disimpan",
  };
}
