// The proof of payment's post (000 §4-5, 001 §5), one action for its two places: the payment tab's
// proof route (/profil/detailtransaksi/pembayaran/bukti) and the bank payment page's `?modal=bukti`
// (/example/bpd-payment). The body is streamed to disk (readUpload, the proof's spec); the form
// sends PROOF_INTENT; a refusal, a busy host and another buyer's order are answered as on every
// order form (formAction, submitProof).
import type { ActionFunctionArgs } from "@remix-run/node";
import { uploadRedirect } from "~/lib/uploads.server";
import { formAction } from "../orders/order-page.server";
import { PROOF_INTENT } from "./forms";
import { proofUploadSpec, submitProof } from "./proof.server";

/** The proof form's action; once the host took the proof, the buyer goes to `sentHref`. */
export const proofAction = (args: ActionFunctionArgs, sentHref: (transactionId: number) => string) =>
  formAction(args, "pembayaran", {
    intent: PROOF_INTENT,
    uploadSpec: proofUploadSpec,
    handler: async ({ request, admin, transactionId, body }) => {
      if (!body.upload) throw new Response("Permintaan tidak dikenal", { status: 400 });
      const refused = await submitProof(request, admin, transactionId, body.upload);
      return refused ?? uploadRedirect(request, sentHref(transactionId));
    },
  });
