import { z } from "zod";
import {
  COMPLAINT_LIMITS,
  DESCRIPTION_FIELD,
  FEEDBACK_TEXTS,
  ORDER_FIELD,
  PRODUCT_FIELD,
} from "~/features/feedback/forms";
import { formId } from "./review-schema";

/** 001 §5 Complaint: the product and a description; the proof files are checked by readUpload. */
export const complaintSchema = z.object({
  [PRODUCT_FIELD]: formId(FEEDBACK_TEXTS.product),
  [DESCRIPTION_FIELD]: z
    .string({ required_error: FEEDBACK_TEXTS.description, invalid_type_error: FEEDBACK_TEXTS.description })
    .trim()
    .min(1, FEEDBACK_TEXTS.description)
    .max(COMPLAINT_LIMITS.descriptionMax, FEEDBACK_TEXTS.descriptionMax),
});

/** /profil/addkomplain also names the order. */
export const complaintPageSchema = complaintSchema.extend({ [ORDER_FIELD]: formId(FEEDBACK_TEXTS.order) });
