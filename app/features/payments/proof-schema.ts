import { z } from "zod";
import { PROOF_LABELS, PROOF_MAX_LENGTH, PROOF_MESSAGES } from "~/features/payments/forms";

// Too long: the host's texts (the inputs' maxLength keeps browsers from getting there).
const required = (message: string, max: number, label: string) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, `${label} terlalu panjang!`);

/** The proof-of-payment form's text fields (000 §5, 001 §5); the file is checked by readUpload. */
export const paymentProofSchema = z.object({
  atasnama: required(PROOF_MESSAGES.atasnama, PROOF_MAX_LENGTH.atasnama, PROOF_LABELS.atasnama),
  // Empty is the required message alone; anything typed must be digits.
  no_rekening: required(
    PROOF_MESSAGES.no_rekening,
    PROOF_MAX_LENGTH.no_rekening,
    PROOF_LABELS.no_rekening,
  ).regex(/^\d*$/, PROOF_MESSAGES.digits),
  namabank: required(PROOF_MESSAGES.namabank, PROOF_MAX_LENGTH.namabank, PROOF_LABELS.namabank),
});

/** The payment-method dropdown: BPD or Doku ('- Silahkan Pilih -' sends an empty value). */
export const paymentMethodSchema = z.object({
  payment_service: z.enum(["BPD", "Doku"], {
    errorMap: () => ({ message: "Silahkan pilih metode pembayaran" }),
  }),
});
