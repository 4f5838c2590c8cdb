import { useActionData, useFetcher } from "@remix-run/react";
import type { CheckoutActionData } from "~/lib/buying/checkout";

/**
 * A checkout form's fetcher and its own answer: from the fetcher with JavaScript, from the
 * page's action data after a plain post.
 */
export function useIntent(intent: string, detailId?: number) {
  const fetcher = useFetcher<CheckoutActionData>({ key: detailId ? `${intent}-${detailId}` : intent });
  const actionData = useActionData<CheckoutActionData>();
  const own = (answer: CheckoutActionData | undefined) =>
    answer && answer.intent === intent && (detailId === undefined || answer.detailId === detailId)
      ? answer
      : undefined;
  const result =
    fetcher.state === "idle"
      ? (own(fetcher.data) ?? (fetcher.data ? undefined : own(actionData)))
      : undefined;
  return { fetcher, result, busy: fetcher.state !== "idle" };
}
