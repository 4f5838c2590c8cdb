import { useActionData } from "@remix-run/react";
import type { OrderActionResult } from "~/lib/orders/actions/result";

/** The order page's action answer when it belongs to one of `intents` (a form of this area). */
export function useOrderResult(...intents: string[]): OrderActionResult | undefined {
  const data = useActionData<OrderActionResult>();
  return data && intents.includes(data.intent) ? data : undefined;
}

/** The first error of a field in an answer. */
export const fieldError = (result: OrderActionResult | undefined, field: string) =>
  result?.fieldErrors?.[field]?.[0];

/** A field's value as typed before the answer, else `fallback`. */
export const typedValue = (result: OrderActionResult | undefined, field: string, fallback = "") =>
  result?.values?.[field] ?? fallback;
