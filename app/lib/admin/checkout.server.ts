import { z } from "zod";
import { addressEntrySchema } from "./address.server";
import { productPromo } from "./cart.server";
import { dataOf, images, numeric, type AdminClient } from "./client.server";

const flag = z.union([z.boolean(), numeric]).transform((value) => Boolean(Number(value)));
const nullableAmount = numeric.nullish().transform((value) => value ?? null);

export const checkoutLineSchema = z.object({
  id: z.number(),
  qty: numeric,
  price: numeric,
  price_nego: nullableAmount,
  subtotal: numeric,
  subtotal_nego: nullableAmount,
  is_nego: flag,
  is_partial: flag,
  notes: z.string().nullish(),
  has_partial: z
    .array(z.object({ qty: numeric }))
    .nullish()
    .transform((parts) => (parts ?? []).map((part) => part.qty)),
  product: z.object({
    id: z.number(),
    name: z.string(),
    price: numeric,
    unit: z.object({ name: z.string() }).nullish(),
    image: images,
    promo: productPromo,
  }),
});

export const checkoutSchema = z.object({
  id: z.number(),
  satker_id: numeric.nullish(),
  transaction_id: numeric.nullish(),
  shipping_courier: z.string().nullish(),
  shipping_service: z.string().nullish(),
  shipping_cost: nullableAmount,
  shipping_cost_nego: nullableAmount,
  shipping_costs: z
    .array(z.object({ partial_id: numeric, shipping_cost: numeric, etd: z.string().nullish() }))
    .nullish()
    .transform((costs) => costs ?? []),
  address: addressEntrySchema.nullish(),
  checkout_detail: z.array(checkoutLineSchema),
});

export type Checkout = z.infer<typeof checkoutSchema>;
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

const courierSchema = z.object({
  courier_code: z.string(),
  courier_name: z.string(),
  status: z.string().nullish(),
});
export type Courier = z.infer<typeof courierSchema>;

const serviceSchema = z.object({
  service: z.string(),
  description: z.string().nullish(),
  cost: z.object({ value: numeric, etd: z.string().nullish() }),
});

const shipmentQuoteSchema = z.object({ partial_id: numeric, services: z.array(serviceSchema) });
export type ShipmentQuote = z.infer<typeof shipmentQuoteSchema>;

const createdId = z.object({ id: numeric }).transform((body) => body.id);
const anyBody = z.unknown();

/** Starts a checkout from cart lines; answers the checkout id. */
export function startCheckout(
  admin: AdminClient,
  userId: number,
  lines: ReadonlyArray<{ cartId: number; qty: number }>,
): Promise<number> {
  return admin.postForm(
    "transaction/checkout",
    {
      customer_id: userId,
      "cart_id[]": lines.map((line) => line.cartId),
      "qty[]": lines.map((line) => line.qty),
    },
    createdId,
  );
}

export function getCheckout(admin: AdminClient, checkoutId: number): Promise<Checkout> {
  return admin.get(`transaction/checkout/detail-checkout/${checkoutId}`, dataOf(checkoutSchema));
}

/** Couriers the buyer may choose: the enabled ones only. */
export async function listCouriers(admin: AdminClient): Promise<Courier[]> {
  const couriers = await admin.get("expedition", dataOf(z.array(courierSchema)));
  return couriers.filter((courier) => courier.status === "enabled");
}

/**
 * Services and costs per shipment for an address and courier. Sending the lines' parts also
 * stores them on the checkout; an empty value sends the line whole.
 */
export function quoteShipping(
  admin: AdminClient,
  checkoutId: number,
  request: { satkerId: number; courier: string; parts?: ReadonlyMap<number, readonly number[]> },
): Promise<ShipmentQuote[]> {
  const fields: Record<string, string | number> = { satker_id: request.satkerId, courier: request.courier };
  for (const [detailId, parts] of request.parts ?? []) fields[`partial[${detailId}]`] = parts.join(",");
  return admin.postForm(
    `transaction/checkout/get-shipping-cost/${checkoutId}`,
    fields,
    dataOf(z.array(shipmentQuoteSchema)),
  );
}

export async function storeShippingCost(
  admin: AdminClient,
  checkoutId: number,
  choice: { satkerId: number; courier: string; service: string; quotes: readonly ShipmentQuote[] },
): Promise<void> {
  const costs = choice.quotes.map((quote) => {
    const offer = quote.services.find((service) => service.service === choice.service);
    return {
      partial_id: quote.partial_id,
      shipping_cost: offer?.cost.value ?? 0,
      etd: offer?.cost.etd ?? "",
    };
  });
  await admin.postJson(
    `transaction/checkout/store-shipping-cost/${checkoutId}`,
    {
      satker_id: choice.satkerId,
      shipping_courier: choice.courier,
      shipping_service: choice.service,
      shipping_costs: costs,
    },
    anyBody,
  );
}

/** An empty value cancels the negotiation. */
export async function negotiateShipping(admin: AdminClient, checkoutId: number, cost: string): Promise<void> {
  await admin.postForm(
    "transaction/checkout/shipping-negotiation",
    { checkout_id: checkoutId, shipping_cost_nego: cost },
    anyBody,
  );
}

/** An empty value cancels the negotiation of the line. */
export async function negotiatePrice(admin: AdminClient, detailId: number, price: string): Promise<void> {
  await admin.postForm(
    "transaction/checkout/price-negotiation",
    { checkout_detail_id: detailId, price_nego: price },
    anyBody,
  );
}

/**
 * The purchase request. The host answers the same transaction for a repeated request on one
 * checkout, so a retry never makes a second order.
 */
export function createTransaction(
  admin: AdminClient,
  order: {
    checkoutId: number;
    totalPpn: number;
    partial: ReadonlyArray<{ id: number; partial_qty: number[] }>;
  },
): Promise<number> {
  return admin.postJson(
    "transaction/create",
    { checkout_id: order.checkoutId, total_ppn: order.totalPpn, partial: order.partial },
    createdId,
  );
}
