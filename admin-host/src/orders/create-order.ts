import { z } from "zod";
import { witaDay } from "../../../contract/dates.ts";
import type { Db } from "../db/index.ts";
import { fieldError, invalid } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { deliveryAddress } from "./address.ts";
import { assertOrderable, checkoutDetails, ownCheckout } from "./checkout.ts";
import { findTransaction, nowIso } from "./common.ts";
import { id } from "./input.ts";
import { writeLog } from "./log.ts";
import { mainImage, productSummaries } from "./products.ts";
import { normaliseParts, quoteShipments } from "./shipping.ts";
import { orderTotals } from "./totals.ts";

export const PARTIAL_SUBMIT_ERROR = "Pastikan jumlah partial sesuai dengan jumlah produk";

const createSchema = z.object({
  checkout_id: id("Checkout tidak ditemukan"),
  partial: z
    .array(z.object({ id: z.union([z.number(), z.string()]), partial_qty: z.unknown() }), {
      invalid_type_error: PARTIAL_SUBMIT_ERROR,
    })
    .max(100, PARTIAL_SUBMIT_ERROR)
    .optional(),
});

const witaDate = (iso: string) => witaDay(new Date(iso)).replaceAll("-", "");

export const invoiceFor = (transactionId: number, createdAt: string) =>
  `INV-${witaDate(createdAt)}-${String(transactionId).padStart(5, "0")}`;

/** The parts a create call asks for, per checkout line id; a single part equal to the quantity means "whole". */
function requestedParts(
  lines: { id: number; qty: number }[],
  partial: { id: number | string; partial_qty?: unknown }[],
): Map<number, number[]> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const result = new Map<number, number[]>();
  for (const entry of partial) {
    const line = byId.get(Number(entry.id));
    if (!line) throw invalid({ partial: [PARTIAL_SUBMIT_ERROR] });
    const raw = Array.isArray(entry.partial_qty) ? entry.partial_qty : [entry.partial_qty];
    const whole = raw.filter((part) => String(part ?? "").trim() !== "" && Number(part) !== 0);
    const parts = whole.length === 1 && Number(whole[0]) === line.qty ? [] : normaliseParts(line.qty, raw);
    if (parts === null)
      throw invalid({ [`partial.${line.id}`]: [PARTIAL_SUBMIT_ERROR] }, PARTIAL_SUBMIT_ERROR);
    result.set(line.id, parts);
  }
  return result;
}

/**
 * Turns a checkout into an order, exactly once: a repeat for the same checkout returns the first
 * order. Everything happens in one IMMEDIATE transaction, so concurrent calls serialise.
 */
export function createTransaction(
  db: Db,
  customerId: number,
  input: unknown,
): { id: number; invoice: string; created: boolean } {
  const { checkout_id, partial } = validate(createSchema, input);
  return db.tx(() => {
    const checkout = ownCheckout(db, customerId, checkout_id);
    if (checkout.transaction_id !== null) {
      const existing = findTransaction(db, checkout.transaction_id);
      return { id: existing.id, invoice: existing.invoice, created: false };
    }
    const address =
      checkout.address_id === null ? null : deliveryAddress(db, customerId, checkout.address_id);
    if (!address || !checkout.shipping_courier || !checkout.shipping_service) {
      throw fieldError("shipping_service", "Silahkan pilih layanan ekspedisi terlebih dahulu");
    }
    const details = checkoutDetails(db, checkout_id);
    const parts = requestedParts(details, partial ?? []);
    for (const detail of details) {
      const inCart = db.get("SELECT 1 FROM carts WHERE id = ? AND customer_id = ?", [
        detail.cart_id,
        customerId,
      ]);
      if (!inCart) throw invalid({ checkout_id: ["Produk pada checkout ini sudah tidak ada di keranjang"] });
    }
    const products = productSummaries(
      db,
      details.map((detail) => detail.product_id),
    );
    details.forEach((detail) => assertOrderable(products.get(detail.product_id), detail.qty));

    const quotes = quoteShipments(
      checkout.shipping_courier,
      address.customer_address.province_id,
      details.map((detail) => ({
        qty: detail.qty,
        weight: products.get(detail.product_id)!.weight,
        parts: parts.get(detail.id) ?? [],
      })),
    );
    const chosen = quotes.map((quote) =>
      quote.services.find((service) => service.service === checkout.shipping_service),
    );
    if (chosen.some((service) => !service)) throw fieldError("shipping_service", "Layanan Tidak Tersedia");
    const shippingCost = chosen.reduce((sum, service) => sum + service!.cost.value, 0);

    const now = nowIso();
    const transactionId = db.get<{ next: number }>(
      "SELECT COALESCE(MAX(id), 0) + 1 AS next FROM transactions",
    )!.next;
    const negotiated =
      details.some((detail) => detail.price_nego !== null) || checkout.shipping_cost_nego !== null;
    const invoice = invoiceFor(transactionId, now);
    db.run(
      `INSERT INTO transactions (id, customer_id, checkout_id, invoice, status, shipping_cost, shipping_cost_nego, nego_step,
         created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        transactionId,
        customerId,
        checkout_id,
        invoice,
        negotiated ? "pending" : "confirmed",
        shippingCost,
        checkout.shipping_cost_nego,
        negotiated ? 1 : 0,
        now,
        now,
      ],
    );
    const place = address.customer_address;
    db.run(
      `INSERT INTO transaction_addresses (transaction_id, satker, shipping_courier, shipping_service, name_receipt, phone_receipt,
         address, sub_district, district, province, postal_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        transactionId,
        address.name,
        checkout.shipping_courier,
        checkout.shipping_service,
        place.receipt_name,
        place.receipt_phone_number,
        place.address,
        place.sub_district.subdistrict_name,
        place.district.city_name,
        place.province.province_name,
        place.district.postal_code,
      ],
    );
    const lineIds = details.map((detail, position) => {
      const product = products.get(detail.product_id)!;
      const image = mainImage(product);
      const discount =
        product.price > 0 && detail.price < product.price
          ? Math.round((1 - detail.price / product.price) * 100)
          : 0;
      const lineId = db.run(
        `INSERT INTO transaction_details (transaction_id, product_id, name_product, image, webp, unit, qty, price, discount,
           price_after_discount, price_nego, notes, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          transactionId,
          product.id,
          product.name,
          image?.image ?? null,
          image?.webp ?? null,
          product.unit.name,
          detail.qty,
          Math.max(product.price, detail.price),
          discount,
          detail.price,
          detail.price_nego,
          detail.notes,
          position,
        ],
      ).lastInsertRowid;
      (parts.get(detail.id) ?? []).forEach((qty, index) =>
        db.run(
          "INSERT INTO transaction_detail_parts (transaction_detail_id, part_no, qty) VALUES (?, ?, ?)",
          [lineId, index + 1, qty],
        ),
      );
      db.run("UPDATE products SET stock = stock - ?, updated_at = ? WHERE id = ?", [
        detail.qty,
        now,
        product.id,
      ]);
      db.run("DELETE FROM carts WHERE id = ?", [detail.cart_id]);
      return lineId;
    });
    db.run("UPDATE checkouts SET transaction_id = ?, updated_at = ? WHERE id = ?", [
      transactionId,
      now,
      checkout_id,
    ]);

    const totals = orderTotals(
      details.map((detail) => ({ qty: detail.qty, price: detail.price, priceNego: detail.price_nego })),
      shippingCost,
      checkout.shipping_cost_nego,
    );
    writeLog(db, transactionId, { section: "makeOrder", newValue: totals.grand_total }, now);
    if (negotiated) {
      const roundId = db.run(
        "INSERT INTO negotiations (transaction_id, nego_step, is_admin, notes, created_at) VALUES (?, 1, 0, '', ?)",
        [transactionId, now],
      ).lastInsertRowid;
      details.forEach((detail, index) => {
        if (detail.price_nego === null) return;
        db.run(
          "INSERT INTO product_negotiations (negotiation_id, transaction_detail_id, old_price, new_price) VALUES (?, ?, ?, ?)",
          [roundId, lineIds[index], detail.price, detail.price_nego],
        );
        writeLog(
          db,
          transactionId,
          {
            section: "price",
            nego: 1,
            detailId: lineIds[index],
            oldValue: detail.price,
            newValue: detail.price_nego,
          },
          now,
        );
      });
      if (checkout.shipping_cost_nego !== null) {
        db.run(
          "INSERT INTO shipping_cost_negotiations (negotiation_id, old_price, new_price) VALUES (?, ?, ?)",
          [roundId, shippingCost, checkout.shipping_cost_nego],
        );
        writeLog(
          db,
          transactionId,
          { section: "shippingCost", nego: 1, oldValue: shippingCost, newValue: checkout.shipping_cost_nego },
          now,
        );
      }
    }
    return { id: transactionId, invoice, created: true };
  });
}
