// The order page's action body, read by a reader chosen from the URL (tab and modal), never
// from the body itself: tabs and modals whose forms carry files read it with `readUpload`
// and their spec; every other form is a small urlencoded body read by `readForm`.
import { readForm } from "~/lib/body.server";
import type { TabId } from "../tabs";

export type OrderBody = {
  /** The text fields (the CSRF token and `intent` included). */
  fields: FormData;
  /** Frees what the reader holds (an upload's temporary files); always called by the dispatcher. */
  dispose(): Promise<void>;
};

/**
 * Reads the body for `tab`/`modal`. File-taking tabs (payment proof, receipt documents,
 * review and complaint media) add their branch here with their `readUpload` spec.
 */
export async function readOrderBody(
  request: Request,
  _where: { tab: TabId; modal: string | null },
): Promise<OrderBody> {
  return { fields: await readForm(request), dispose: async () => undefined };
}
