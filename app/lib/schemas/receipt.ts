import { z } from "zod";
import { RECEIPT_FIELDS, RECEIPT_MESSAGES, RECEIVER_MAX_LENGTH } from "~/lib/orders/receipt";

const required = (message: string) => z.string({ required_error: message }).trim().min(1, message);

/**
 * The receipt form's text fields (001 §5 Receipt form). The units' upper bound (the units
 * shipped) and a date before the delivery are the host's checks, whose messages come back as sent.
 */
export const receiptSchema = z.object({
  [RECEIPT_FIELDS.date]: required(RECEIPT_MESSAGES.date).refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
    RECEIPT_MESSAGES.dateFormat,
  ),
  [RECEIPT_FIELDS.units]: required(RECEIPT_MESSAGES.units)
    .regex(/^\d{1,7}$/, RECEIPT_MESSAGES.digits)
    .transform(Number),
  [RECEIPT_FIELDS.receiver]: required(RECEIPT_MESSAGES.receiver).max(
    RECEIVER_MAX_LENGTH,
    RECEIPT_MESSAGES.receiverTooLong,
  ),
});

export type ReceiptFormInput = z.infer<typeof receiptSchema>;
