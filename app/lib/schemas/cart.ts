import { z } from "zod";

const cartId = z.coerce.number().int().positive();

/** The cart page's forms, told apart by their intent. */
export const cartActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("qty"), cartId, qty: z.string().default("") }),
  z.object({ intent: z.literal("note"), cartId, note: z.string().max(500).default("") }),
  z.object({ intent: z.literal("delete"), cartId }),
  z.object({ intent: z.literal("select"), selected: z.array(cartId).default([]) }),
  z.object({ intent: z.literal("checkout"), selected: z.array(cartId).default([]) }),
]);

export type CartAction = z.infer<typeof cartActionSchema>;
