import { useActionData, useFetcher } from "@remix-run/react";
import { checkoutForm } from "~/features/buying/checkout/checkout";
import { isFormAnswer, type FormAnswer } from "~/lib/forms/answer";
import type { CheckoutAction } from "~/features/buying/checkout/schema";

/**
 * A checkout form's fetcher and its own answer: from the fetcher with JavaScript, from the
 * page's action data after a plain post. A post that went through answers null, which clears it.
 */
export function useIntent(intent: CheckoutAction["intent"], detailId?: number) {
  const name = checkoutForm(intent, detailId);
  const fetcher = useFetcher<FormAnswer | null>({ key: name });
  const actionData = useActionData<FormAnswer | null>();
  const own = (answer: unknown) => (isFormAnswer(answer) && answer.intent === name ? answer : undefined);
  const result =
    fetcher.state === "idle" ? (fetcher.data !== undefined ? own(fetcher.data) : own(actionData)) : undefined;
  return { fetcher, result, name, busy: fetcher.state !== "idle" };
}
