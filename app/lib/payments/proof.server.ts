// Sending a transfer proof (000 §4-5, 001 §5): the same steps for the payment tab's modal and the
// bank payment page. The body has been read by readUpload (streamed to disk, checked by content);
// here the text fields are checked, then the file goes on to the host from disk.
import { data } from "@remix-run/node";
import { AdminError, AdminValidationError, type AdminClient } from "~/lib/admin/client.server";
import { getOrder } from "~/lib/admin/orders.server";
import { sendPaymentProof } from "~/lib/admin/payments.server";
import { paymentProofSchema } from "~/lib/schemas/payment-proof";
import type { Upload } from "~/lib/uploads.server";
import { uploadSpec } from "~/lib/uploads.server";
import { PAYMENT_PROOF_RULE } from "~/lib/upload-rules";
import type { OrderActionResult } from "~/lib/orders/actions/result";
import { PROOF_FILE_FIELD, PROOF_INTENT, PROOF_MESSAGES, PROOF_TEXT_FIELDS } from "./forms";

/** One file, the proof's rule (images and PDF up to 2,048,000 bytes). */
export const proofUploadSpec = uploadSpec({ [PROOF_FILE_FIELD]: PAYMENT_PROOF_RULE });

/** The host's field names → the form's. */
const HOST_FIELDS: Record<string, string> = {
  account_name: "atasnama",
  account_number: "no_rekening",
  bank_name: "namabank",
  image: PROOF_FILE_FIELD,
};

/**
 * Sends the proof; answers null when the host took it, else the form to show again: each field's
 * message, what was typed, and the dialog's text in `message` (the host's refusal under 422).
 */
export async function submitProof(
  admin: AdminClient,
  transactionId: number,
  upload: Upload,
): Promise<OrderActionResult | ReturnType<typeof data<OrderActionResult>> | null> {
  const values = Object.fromEntries(
    PROOF_TEXT_FIELDS.map((name) => [name, String(upload.fields.get(name) ?? "").slice(0, 200)]),
  );
  const fieldErrors: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => (fieldErrors[field] ??= [message]);
  const answer = (message: string): OrderActionResult => ({
    intent: PROOF_INTENT,
    ok: false,
    message,
    fieldErrors,
    values,
  });
  const parsed = paymentProofSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) refuse(String(issue.path[0]), issue.message);
  }
  const file = upload.files.find((entry) => entry.field === PROOF_FILE_FIELD);
  // Wrong type or too big: the spec's message, in the dialog too (000 §4 "error dialog").
  const fileRefused = upload.fileErrors[PROOF_FILE_FIELD];
  if (fileRefused) refuse(PROOF_FILE_FIELD, fileRefused);
  else if (!file) refuse(PROOF_FILE_FIELD, PROOF_MESSAGES.file);
  if (!parsed.success || !file || fileRefused) return answer(fileRefused ?? PROOF_MESSAGES.empty);

  const body = new FormData();
  body.append("id", String(transactionId));
  body.append("account_name", parsed.data.atasnama);
  body.append("account_number", parsed.data.no_rekening);
  body.append("bank_name", parsed.data.namabank);
  // The host decides the type by content too; the name only carries the extension found here.
  body.append("image", await file.toBlob(), `bukti-pembayaran.${file.extension}`);
  try {
    await sendPaymentProof(admin, body);
    return null;
  } catch (error) {
    // 000 §8: a refused upload shows the host's message with Oke; what was typed stays.
    if (!(error instanceof AdminError)) throw error;
    // The host's 404 is about the payment (voided meanwhile) once the order shows to be the
    // buyer's; another buyer's order fails this read and leads to the not-found page.
    if (error.status === 404) await getOrder(admin, transactionId);
    if (error instanceof AdminValidationError) {
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (HOST_FIELDS[field] && messages[0]) refuse(HOST_FIELDS[field], messages[0]);
      }
    }
    return data(answer(error.message || PROOF_MESSAGES.empty), { status: 422 });
  }
}
