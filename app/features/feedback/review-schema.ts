import { z } from "zod";
import {
  FEEDBACK_TEXTS,
  NOTES_FIELD,
  ORDER_FIELD,
  PRODUCT_FIELD,
  REVIEW_LIMITS,
  STAR_FIELD,
} from "~/features/feedback/forms";

/** A positive whole number from a form field (ids); anything else is `message`. */
export const formId = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .regex(/^[1-9]\d{0,14}$/, message)
    .transform(Number);

/**
 * 001 §5 Review: the product, 1-5 stars and a comment of 5-255 characters. A comment without a
 * rating is refused by the rating's message (the comment box belongs to a chosen rating); the
 * media are checked by readUpload.
 */
export const reviewSchema = z.object({
  [PRODUCT_FIELD]: formId(FEEDBACK_TEXTS.product),
  [STAR_FIELD]: z
    .string({ required_error: FEEDBACK_TEXTS.star, invalid_type_error: FEEDBACK_TEXTS.star })
    .regex(new RegExp(`^[1-${REVIEW_LIMITS.starMax}]$`), FEEDBACK_TEXTS.star)
    .transform(Number),
  [NOTES_FIELD]: z
    .string({ required_error: FEEDBACK_TEXTS.notesMin, invalid_type_error: FEEDBACK_TEXTS.notesMin })
    .trim()
    .min(REVIEW_LIMITS.notesMin, FEEDBACK_TEXTS.notesMin)
    .max(REVIEW_LIMITS.notesMax, FEEDBACK_TEXTS.notesMax),
});

/** /profil/addulasan also names the order. */
export const reviewPageSchema = reviewSchema.extend({ [ORDER_FIELD]: formId(FEEDBACK_TEXTS.order) });
