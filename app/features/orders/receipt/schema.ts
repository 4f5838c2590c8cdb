import { dayRule, receivedDateError } from "@contract/dates";
import { z } from "zod";
import { RECEIPT_FIELDS, RECEIPT_MESSAGES, RECEIVER_MAX_LENGTH } from "~/features/orders/receipt/receipt";

const required = (message: string) => z.string({ required_error: message }).trim().min(1, message);

/**
 * The receipt form's text fields (001 §5 Receipt form). The date is a real day, not after today
 * in WITA (contract/dates.ts); the units' upper bound (the units shipped) and a date before the
 * delivery are the host's checks, whose messages come back as sent.
 */
export const receiptSchema = z.object({
  [RECEIPT_FIELDS.date]: required(RECEIPT_MESSAGES.date).superRefine(dayRule(receivedDateError)),
  [RECEIPT_FIELDS.units]: required(RECEIPT_MESSAGES.units)
    .regex(/^\d{1,7}$/, RECEIPT_MESSAGES.digits)
    .transform(Number),
  [RECEIPT_FIELDS.receiver]: required(RECEIPT_MESSAGES.receiver).max(
    RECEIVER_MAX_LENGTH,
    RECEIPT_MESSAGES.receiverTooLong,
  ),
});
