// The order page's action body, read by a reader chosen from the URL (tab and modal), never
// from the body itself: tabs and modals whose forms carry files read it with `readUpload`
// and their spec; every other form is a small urlencoded body read by `readForm`.
import { readForm } from "~/lib/body.server";
import { COMPLAINT_MODAL, REVIEW_MODAL } from "~/lib/feedback/forms";
import { complaintUploadSpec, reviewUploadSpec } from "~/lib/feedback/submit.server";
import { PROOF_MODAL } from "~/lib/payments/forms";
import { proofUploadSpec } from "~/lib/payments/proof.server";
import { readUpload, type Upload, type UploadSpec } from "~/lib/uploads.server";
import type { TabId } from "../tabs";
import { receiptUploadSpec } from "./receipt.server";

export type OrderBody = {
  /** The text fields (the CSRF token and `intent` included). */
  fields: FormData;
  /** The files and their refusals, for the forms that take files. */
  upload?: Upload;
  /** Frees what the reader holds (an upload's temporary files); always called by the dispatcher. */
  dispose(): Promise<void>;
};

/**
 * Reads the body for `tab`/`modal`. File-taking tabs (payment proof, receipt documents,
 * review and complaint media) add their branch here with their `readUpload` spec.
 */
export async function readOrderBody(
  request: Request,
  where: { tab: TabId; modal: string | null },
): Promise<OrderBody> {
  const spec = uploadSpecFor(where);
  if (spec) {
    const upload = await readUpload(request, spec);
    return { fields: upload.fields, upload, dispose: () => upload.dispose() };
  }
  return { fields: await readForm(request), dispose: async () => undefined };
}

/** The forms that carry files: the payment proof, the receipt documents, the review media and the complaint proof. */
function uploadSpecFor({ tab, modal }: { tab: TabId; modal: string | null }): UploadSpec | null {
  // Every form of the Penerimaan tab is a receipt form with its four document inputs.
  if (tab === "penerimaan") return receiptUploadSpec;
  if (tab === "pembayaran" && modal === PROOF_MODAL) return proofUploadSpec;
  if (tab === "ulasan" && modal === REVIEW_MODAL) return reviewUploadSpec;
  if (tab === "komplain" && modal === COMPLAINT_MODAL) return complaintUploadSpec;
  return null;
}
