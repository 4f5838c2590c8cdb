import { z } from "zod";
import { PRICE_NEGO_MAX_LENGTH, SHIPPING_NEGO_MAX_DIGITS, TOO_LONG } from "~/features/buying/offer-limits";

const NOT_A_NUMBER = "Pastikan data yang diinput berupa angka";
const id = z.coerce.number().int().positive();
const digits = (maxDigits: number) =>
  z
    .string({ required_error: NOT_A_NUMBER })
    .trim()
    .regex(/^\d+$/, NOT_A_NUMBER)
    .refine((value) => value.length <= maxDigits, TOO_LONG);

// Conform reads an empty input as undefined; for parts, empty simply means "no part".
const partsField = z
  .array(z.string().optional())
  .default([])
  .transform((parts) => parts.map((part) => part ?? ""));

/**
 * The checkout page's forms, told apart by their intent. Every form also carries where the
 * page stands (`alamat`, `kurir`), read by `placeFrom` before the form itself.
 */
export const checkoutActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("address"), satker_id: id }),
  z.object({ intent: z.literal("courier"), courier: z.string().trim().min(1) }),
  z.object({ intent: z.literal("service"), service: z.string().trim().min(1) }),
  z.object({
    intent: z.literal("shipping-nego"),
    shipping_cost_nego: digits(SHIPPING_NEGO_MAX_DIGITS),
  }),
  z.object({ intent: z.literal("shipping-nego-cancel") }),
  z.object({
    intent: z.literal("price-nego"),
    detailId: id,
    price_nego: digits(PRICE_NEGO_MAX_LENGTH),
  }),
  z.object({ intent: z.literal("price-nego-cancel"), detailId: id }),
  z.object({ intent: z.literal("partial"), detailId: id, parts: partsField }),
  z.object({ intent: z.literal("submit") }),
]);

export type CheckoutAction = z.infer<typeof checkoutActionSchema>;
