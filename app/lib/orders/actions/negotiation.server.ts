// The buyer's rounds (001 §5 Counter-offer): the next batch of the Negosiasi tab (intent
// "nego") and the shipping-cost proposal ("ongkir", a round with only a shipping price).
import { redirect } from "@remix-run/node";
import { AdminError } from "~/lib/admin/client.server";
import { storeNegotiation } from "~/lib/admin/negotiation.server";
import { getOrder } from "~/lib/admin/orders.server";
import { counterValues, parseCounterOffer, type CounterOffer } from "~/lib/schemas/negotiation";
import { EMPTY_DATA, currentShipping, currentUnitPrice, latestRound } from "../negotiation";
import { detailHref } from "../tabs";
import type { OrderActionContext, OrderActionResult } from "./index.server";

export const NEGO_INTENT = "nego";
export const ONGKIR_INTENT = "ongkir";

/** The round as the host takes it: only what differs from the prices in force. */
function changesOf(order: Awaited<ReturnType<typeof getOrder>>, offer: CounterOffer) {
  const lines = new Map(order.data.transaction_detail.map((line) => [line.id, line]));
  const prices = offer.prices.flatMap(({ detailId, newPrice }) => {
    const line = lines.get(detailId);
    if (!line) return [];
    const oldPrice = currentUnitPrice(line);
    return newPrice === oldPrice ? [] : [{ detailId, oldPrice, newPrice }];
  });
  const oldShipping = currentShipping(order.data);
  const shipping =
    offer.shipping !== null && offer.shipping !== oldShipping
      ? { oldPrice: oldShipping, newPrice: offer.shipping }
      : null;
  return { prices, shipping, notes: offer.notes };
}

export async function counterOffer(ctx: OrderActionContext): Promise<Response | OrderActionResult> {
  const intent = String(ctx.body.fields.get("intent"));
  const typed = counterValues(ctx.body.fields);
  const values: Record<string, string> = {
    new_shipping_price: typed.new_shipping_price,
    notes: typed.notes,
    ...Object.fromEntries(typed.new_price.map((price, index) => [`new_price.${index}`, price])),
  };
  const refused = (message: string, fieldErrors?: Record<string, string[]>): OrderActionResult => ({
    intent,
    ok: false,
    message,
    fieldErrors,
    values,
  });

  const parsed = parseCounterOffer(ctx.body.fields);
  if (!parsed.ok) {
    if (parsed.empty) return refused(EMPTY_DATA);
    const fieldErrors = Object.fromEntries(
      Object.entries(parsed.errors).map(([field, message]) => [field, [message]]),
    );
    return { intent, ok: false, fieldErrors, values };
  }
  const done = redirect(detailHref(ctx.transactionId, "negosiasi", "ajukannego"));
  // Read first: the host wants the old prices, and a second submit of the same form is told
  // apart by the round it answered.
  const order = await getOrder(ctx.admin, ctx.transactionId);
  const latest = latestRound(order);
  if (latest && !latest.is_admin && latest.nego_step === parsed.offer.negoStep + 1) return done;

  const round = changesOf(order, parsed.offer);
  if (round.prices.length === 0 && round.shipping === null) return refused(EMPTY_DATA);
  try {
    await storeNegotiation(ctx.admin, ctx.transactionId, round);
  } catch (error) {
    if (error instanceof AdminError && error.status !== 404) return refused(error.message || EMPTY_DATA);
    throw error;
  }
  return done;
}
