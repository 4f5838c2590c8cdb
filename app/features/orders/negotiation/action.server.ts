// The buyer's rounds (001 §5 Counter-offer): the next batch of the Negosiasi tab (intent
// "nego") and the shipping-cost proposal ("ongkir", a round with only a shipping price).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { storeNegotiation } from "~/lib/admin/negotiation.server";
import { getOrder, type Order } from "~/lib/admin/orders.server";
import { counterValues, parseCounterOffer, type CounterOffer } from "~/features/orders/negotiation/schema";
import { ONGKIR_INTENT } from "../intents";
import { currentShipping, currentUnitPrice, latestRound, type NegotiationFormTab } from "./rules";
import { refusalAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer, hostRefusal } from "~/lib/forms/host-answer.server";
import { EMPTY_DATA } from "~/lib/forms/texts";
import { isHostNotFound } from "~/lib/not-found.server";
import { detailHref } from "../tabs";
import { formAction, type OrderActionContext } from "../order-page.server";
import { EMPTY_DIALOG, refusalDialog } from "../dialogs";

type Refusal = Parameters<typeof refusalAnswer>[2];

/** The round as the host takes it: only what differs from the prices in force. */
function changesOf(order: Order, offer: CounterOffer) {
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

/** The form again as typed (bounded), with `refusal`. */
function typedAgain(ctx: OrderActionContext, refusal: Refusal) {
  const intent = String(ctx.body.fields.get("intent"));
  const typed = counterValues(ctx.body.fields);
  const values = new URLSearchParams([
    ...typed.new_price.map((price) => ["new_price", price]),
    ["new_shipping_price", typed.new_shipping_price],
    ["notes", typed.notes],
  ]);
  return refusalAnswer(intent, values, refusal);
}

/** The form's own errors (400). */
const refused = (ctx: OrderActionContext, refusal: Refusal) => sendAnswer(typedAgain(ctx, refusal), 400);

export async function counterOffer(ctx: OrderActionContext) {
  // Read first: the offer's limits are the order's prices, the host wants the old prices, and
  // a second submit of the same form is told apart by the round it answered.
  const order = await getOrder(ctx.admin, ctx.transactionId);
  const parsed = parseCounterOffer(ctx.body.fields, {
    prices: new Map(
      order.data.transaction_detail.map((line) => [line.id, line.price_after_discount ?? line.price]),
    ),
    shipping: order.data.shipping_cost,
  });
  if (!parsed.ok) {
    if (parsed.empty) return refused(ctx, { dialog: EMPTY_DIALOG });
    const fieldErrors = Object.fromEntries(
      Object.entries(parsed.errors).map(([field, message]) => [field, [message]]),
    );
    return refused(ctx, { fieldErrors });
  }
  const done = redirect(detailHref(ctx.transactionId, "negosiasi", "ajukannego"));
  if (answered(order, parsed.offer.negoStep)) return done;

  const round = changesOf(order, parsed.offer);
  if (round.prices.length === 0 && round.shipping === null) return refused(ctx, { dialog: EMPTY_DIALOG });
  try {
    await storeNegotiation(ctx.admin, ctx.transactionId, round);
  } catch (error) {
    // Two submits at once: the host takes one round and refuses the other.
    const refusedRound = hostRefusal(error) !== null && !isHostNotFound(error);
    if (refusedRound && answered(await getOrder(ctx.admin, ctx.transactionId), parsed.offer.negoStep))
      return done;
    // The host's refusal or a busy host in the errorajukannego modal; another buyer's order is a 404.
    const intent = String(ctx.body.fields.get("intent"));
    return hostAnswer(
      error,
      (message) => typedAgain(ctx, { dialog: refusalDialog(intent, message || EMPTY_DATA) }),
      { notFound: "Transaksi" },
    );
  }
  return done;
}

/** The buyer's round after `negoStep` already stands: this form was sent before. */
function answered(order: Order, negoStep: number): boolean {
  const latest = latestRound(order);
  return latest !== null && !latest.is_admin && latest.nego_step === negoStep + 1;
}

/** The action of the shipping-cost proposal's route on `tab` (Detail Pesanan's `ongkir`, Negosiasi's). */
export const shippingFormAction = (tab: NegotiationFormTab) => (args: ActionFunctionArgs) =>
  formAction(args, tab, { intent: ONGKIR_INTENT, handler: counterOffer });
