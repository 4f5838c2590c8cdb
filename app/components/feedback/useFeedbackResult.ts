import { useUploadResult } from "~/components/upload";
import type { OrderActionResult } from "~/lib/orders/actions/result";

/**
 * The refusal a review or complaint form shows: the action data of a plain post, or what the
 * upload script received (UploadForm's `onRefused`); only when it belongs to `intent`.
 */
export function useFeedbackResult(intent: string) {
  const [data, setData] = useUploadResult<() => OrderActionResult>();
  const result = data as OrderActionResult | undefined;
  return [result?.intent === intent ? result : undefined, setData as (answer: never) => void] as const;
}
