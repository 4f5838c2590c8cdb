// Payments of an order (001 §7, docs/admin-api.md "Payments"). `{id}` of every call is the
// transaction id.
import { z } from "zod";
import { AdminError, fileUrl, numeric, type AdminClient } from "./client.server";
import { textOrEmpty } from "./fields.server";

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value || null);

const paymentSchema = z.object({
  id: numeric,
  transaction_id: numeric,
  /** "BPD" or "Doku"; 001 §2 treats everything that is not BPD like Doku. */
  payment_service: z.string(),
  payment_type: textOrEmpty,
  bank_name: textOrEmpty,
  account_name: textOrEmpty,
  account_number: textOrEmpty,
  payment_date: optionalText,
  nominal: numeric,
  /** Compared in lower case (001 §4). */
  status: z.string().transform((value) => value.toLowerCase()),
  /** The transfer proof (BPD only), an image or a PDF on the host. */
  image: optionalText.transform((value) => fileUrl(value)),
  notes: textOrEmpty,
  url_payment: optionalText,
  expired_date: optionalText,
  created_at: optionalText,
  transaction: z.object({ id: numeric, invoice: z.string() }),
});

export type Payment = z.infer<typeof paymentSchema>;

const messageBody = z.object({ message: z.string().nullish() }).passthrough();

/** A 404 means "no payment yet" (or not this buyer's order: the order read tells them apart). */
async function orNull(read: Promise<Payment>): Promise<Payment | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AdminError && error.status === 404) return null;
    throw error;
  }
}

/** GET transaction/payment/detail/{id}: the payment in force, with its deadline; null when none. */
export function getPaymentDetail(admin: AdminClient, transactionId: number): Promise<Payment | null> {
  return orNull(admin.get(`transaction/payment/detail/${transactionId}`, paymentSchema));
}

/** GET transaction/payment/status?id={id}: what the payment status page shows; null when none. */
export function getPaymentStatus(admin: AdminClient, transactionId: number): Promise<Payment | null> {
  return orNull(admin.get("transaction/payment/status", paymentSchema, { id: transactionId }));
}

export type PaymentService = "BPD" | "Doku";

/**
 * POST transaction/payment. A repeat for the same service while that payment is pending answers
 * the same payment, so a double submit creates one. A refusal throws AdminError with the host's text.
 */
export function createPayment(
  admin: AdminClient,
  input: { transactionId: number; service: PaymentService; successUrl: string },
): Promise<Payment> {
  return admin.postForm(
    "transaction/payment",
    {
      transaction_id: input.transactionId,
      payment_service: input.service,
      payment_success_url: input.successUrl,
    },
    paymentSchema,
  );
}

/**
 * POST transaction/payment/proof-of-payment (multipart: id, account_number, account_name,
 * bank_name, image). Answers the host's success message.
 */
export async function sendPaymentProof(admin: AdminClient, body: FormData): Promise<string> {
  const answer = await admin.postMultipart("transaction/payment/proof-of-payment", body, messageBody);
  return answer.message ?? "";
}
