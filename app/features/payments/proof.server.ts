// Sending a transfer proof (000 §4-5, 001 §5): the same steps for the payment tab's proof form
// and the bank payment page. The body has been read by readUpload (streamed to disk, checked by
// content); here the text fields are checked, then the file goes on to the host from disk.
import { parseWithZod } from "@conform-to/zod";
import type { AdminClient } from "~/lib/admin/client.server";
import { getOrder } from "~/lib/admin/orders.server";
import { sendPaymentProof } from "~/lib/admin/payments.server";
import { submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer } from "~/lib/forms/host-answer.server";
import { EMPTY_DATA, REFUSAL_TITLE } from "~/lib/forms/texts";
import { isHostNotFound } from "~/lib/not-found.server";
import { paymentProofSchema } from "~/features/payments/proof-schema";
import type { Upload } from "~/lib/uploads.server";
import { uploadSpec } from "~/lib/uploads.server";
import { PAYMENT_PROOF_RULE } from "~/lib/upload-rules";
import {
  PROOF_FILE_FIELD,
  PROOF_INTENT,
  PROOF_MESSAGES,
  PROOF_REFUSED_MODAL,
  PROOF_TEXT_FIELDS,
} from "./forms";

/** One file, the proof's rule (images and PDF up to 2,048,000 bytes). */
export const proofUploadSpec = uploadSpec({ [PROOF_FILE_FIELD]: PAYMENT_PROOF_RULE });

/** The host's field names → the form's. */
const HOST_FIELDS: Record<string, string> = {
  account_name: "atasnama",
  account_number: "no_rekening",
  bank_name: "namabank",
  image: PROOF_FILE_FIELD,
};

/** The errorbukti modal ('Ooppsss') with `message`. */
const refusal = (message: string) => ({ title: REFUSAL_TITLE, message, name: PROOF_REFUSED_MODAL });

/**
 * Sends the proof; answers null when the host took it, else the form to show again (FormAnswer):
 * each field's message and what was typed, under 400 for the form's own errors, 422 for the
 * host's refusal, the host's own status when it is busy.
 */
export async function submitProof(
  request: Request,
  admin: AdminClient,
  transactionId: number,
  upload: Upload,
) {
  const submission = parseWithZod(upload.fields, { schema: paymentProofSchema });
  const file = upload.files.find((entry) => entry.field === PROOF_FILE_FIELD);
  // A refused file (wrong type, too big, one too many) was not kept.
  const fileRefused = upload.fileErrors[PROOF_FILE_FIELD];
  if (submission.status !== "success" || !file || fileRefused) {
    const fileError = fileRefused ?? (file ? undefined : PROOF_MESSAGES.file);
    // 000 §4-5: a refused file's message in the error dialog; something left empty adds the
    // empty-data dialog; a wrong value (letters in the account number) only its own message.
    const empty = !fileRefused && (!file || PROOF_TEXT_FIELDS.some((name) => !filled(upload.fields, name)));
    const message = fileRefused ?? (empty ? EMPTY_DATA : undefined);
    return sendAnswer(
      submissionAnswer(PROOF_INTENT, submission, {
        fieldErrors: fileError ? { [PROOF_FILE_FIELD]: [fileError] } : undefined,
        dialog: message ? refusal(message) : undefined,
      }),
    );
  }

  const body = new FormData();
  body.append("id", String(transactionId));
  body.append("account_name", submission.value.atasnama);
  body.append("account_number", submission.value.no_rekening);
  body.append("bank_name", submission.value.namabank);
  // The host decides the type by content too; the name only carries the extension found here.
  body.append("image", await file.toBlob(), `bukti-pembayaran.${file.extension}`);
  try {
    await sendPaymentProof(admin, body);
    return null;
  } catch (error) {
    // The host's 404 is about the payment (voided meanwhile) once the order shows to be the
    // buyer's; another buyer's order fails this read and leads to the not-found page.
    if (isHostNotFound(error)) await getOrder(admin, transactionId);
    // 000 §8: a refused upload shows the host's message with Oke, its field messages under the
    // fields; a busy host the busy message (0008). What was typed stays.
    return hostAnswer(
      error,
      (message, refused) => {
        const fieldErrors: Record<string, string[]> = {};
        for (const [field, messages] of Object.entries(refused?.fieldErrors ?? {})) {
          if (HOST_FIELDS[field] && messages[0]) fieldErrors[HOST_FIELDS[field]] ??= [messages[0]];
        }
        const dialog = refusal(message || EMPTY_DATA);
        return submissionAnswer(PROOF_INTENT, submission, refused ? { fieldErrors, dialog } : { dialog });
      },
      { upload: { request, upload } },
    );
  }
}

const filled = (fields: FormData, name: string) => String(fields.get(name) ?? "").trim() !== "";
