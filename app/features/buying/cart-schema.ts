import { z } from "zod";
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG } from "~/features/buying/cart";

const cartId = z.coerce.number().int().positive();
/** The lines ticked on the page, kept across the forms that lead back to it. */
const selected = z.array(cartId).default([]);

/** The cart page's forms, told apart by their intent. */
export const cartActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("qty"), cartId, qty: z.string().default(""), selected }),
  z.object({
    intent: z.literal("note"),
    cartId,
    note: z.string().max(NOTE_MAX_LENGTH, NOTE_TOO_LONG).default(""),
    selected,
  }),
  z.object({ intent: z.literal("delete"), cartId }),
  z.object({ intent: z.literal("select"), selected }),
  z.object({ intent: z.literal("checkout"), selected }),
]);

export type CartAction = z.infer<typeof cartActionSchema>;
