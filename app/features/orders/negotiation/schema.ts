import { priceOfferError, shippingOfferError } from "@contract/offers";
import { z } from "zod";
import { TOO_LONG } from "~/features/buying/offer-limits";
import { NOTES_MAX_LENGTH, PRICE_MAX_DIGITS, SHIPPING_MAX_DIGITS } from "~/features/orders/negotiation/rules";
import { NOT_DIGITS } from "~/features/orders/budget/spk";

const MAX_LINES = 100;

/** Empty means "no change"; otherwise digits only, at most `maxDigits`. */
const optionalPrice = (maxDigits: number) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, NOT_DIGITS)
    .max(maxDigits, TOO_LONG)
    .transform((value) => (value === "" ? null : Number(value)));

/**
 * A buyer round (001 §5 Counter-offer): the next-batch form's prices per line and shipping, or
 * the shipping proposal alone. `nego_step` is the round the buyer answered: a second submit of
 * the same form is recognised by it.
 */
export const counterOfferSchema = z
  .object({
    nego_step: z
      .string()
      .regex(/^\d{1,5}$/, "Data tidak valid")
      .transform(Number),
    transaction_detail_id: z.array(z.coerce.number().int().positive()).max(MAX_LINES),
    new_price: z.array(optionalPrice(PRICE_MAX_DIGITS)).max(MAX_LINES),
    new_shipping_price: optionalPrice(SHIPPING_MAX_DIGITS),
    notes: z.string().trim().max(NOTES_MAX_LENGTH, `Catatan maksimal ${NOTES_MAX_LENGTH} karakter`),
  })
  .refine((offer) => offer.transaction_detail_id.length === offer.new_price.length, {
    message: "Data tidak valid",
    path: ["new_price"],
  });

export type CounterOffer = {
  negoStep: number;
  prices: { detailId: number; newPrice: number }[];
  shipping: number | null;
  notes: string;
};

export type CounterValues = { new_price: string[]; new_shipping_price: string; notes: string };

export type CounterParse =
  { ok: true; offer: CounterOffer } | { ok: false; empty: boolean; errors: Record<string, string> };

const texts = (form: FormData, name: string) =>
  form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
const one = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The form as typed, to put back after a refusal. */
export function counterValues(form: FormData): CounterValues {
  return {
    new_price: texts(form, "new_price")
      .slice(0, MAX_LINES)
      .map((value) => value.slice(0, 20)),
    new_shipping_price: one(form, "new_shipping_price").slice(0, 20),
    notes: one(form, "notes").slice(0, NOTES_MAX_LENGTH + 100),
  };
}

/** What a round may ask at most: each line's current price (promo included) and the quoted shipping. */
export type OfferLimits = { prices: Map<number, number>; shipping: number };

/** The offers outside the shop's terms (contract/offers.ts), keyed as the form's fields. */
function offerErrors(
  offer: { transaction_detail_id: number[]; new_price: (number | null)[]; new_shipping_price: number | null },
  limits: OfferLimits,
): Record<string, string> {
  const errors: Record<string, string> = {};
  offer.transaction_detail_id.forEach((detailId, index) => {
    const price = offer.new_price[index];
    const limit = limits.prices.get(detailId);
    const refused = price === null || limit === undefined ? null : priceOfferError(price, limit);
    if (refused) errors[`new_price.${index}`] = refused;
  });
  const shipping = offer.new_shipping_price;
  const refused = shipping === null ? null : shippingOfferError(shipping, limits.shipping);
  if (refused) errors.new_shipping_price = refused;
  return errors;
}

/** Checks a buyer round; errors are keyed `new_price.<index>`, `new_shipping_price`, `notes`. */
export function parseCounterOffer(form: FormData, limits: OfferLimits): CounterParse {
  const parsed = counterOfferSchema.safeParse({
    nego_step: one(form, "nego_step"),
    transaction_detail_id: texts(form, "transaction_detail_id"),
    new_price: texts(form, "new_price"),
    new_shipping_price: one(form, "new_shipping_price"),
    notes: one(form, "notes"),
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
    return { ok: false, empty: false, errors };
  }
  const { nego_step, transaction_detail_id, new_price, new_shipping_price, notes } = parsed.data;
  const outside = offerErrors(parsed.data, limits);
  if (Object.keys(outside).length > 0) return { ok: false, empty: false, errors: outside };
  const prices = transaction_detail_id.flatMap((detailId, index) => {
    const newPrice = new_price[index];
    return newPrice === null ? [] : [{ detailId, newPrice }];
  });
  // 001 §5: at least a new shipping price or a price change.
  if (prices.length === 0 && new_shipping_price === null) {
    return { ok: false, empty: true, errors: {} };
  }
  return { ok: true, offer: { negoStep: nego_step, prices, shipping: new_shipping_price, notes } };
}
