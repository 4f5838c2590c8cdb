// Sending a review or a complaint: the same steps for the order page's tabs and the add pages.
// The body has been read by readUpload (streamed to disk, checked by content); here the text
// fields are checked, then the files go on to the host from disk.
import type { ZodType, ZodTypeDef } from "zod";
import type { AdminClient } from "~/lib/admin/client.server";
import { postComplaint } from "~/lib/admin/complaints.server";
import { postReview, type MediaFile } from "~/lib/admin/reviews.server";
import { refusalAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer } from "~/lib/forms/host-answer.server";
import { refusalDialog } from "~/features/orders/dialogs";
import { complaintPageSchema, complaintSchema } from "~/features/feedback/complaint-schema";
import { reviewPageSchema, reviewSchema } from "~/features/feedback/review-schema";
import { MEDIA_RULE } from "~/lib/upload-rules";
import { uploadSpec, type Upload } from "~/lib/uploads.server";
import {
  COMPLAINT_INTENT,
  COMPLAINT_LIMITS,
  COMPLAINT_PROOF_FIELDS,
  DESCRIPTION_FIELD,
  FEEDBACK_TEXTS,
  NOTES_FIELD,
  ORDER_FIELD,
  PRODUCT_FIELD,
  REVIEW_INTENT,
  REVIEW_LIMITS,
  REVIEW_MEDIA_FIELDS,
  STAR_FIELD,
  complaintRefusalText,
} from "./forms";

const rulesFor = (fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, MEDIA_RULE]));

/** Up to three media, each an image up to 2,048,000 bytes or a video up to 50,000,000. */
export const reviewUploadSpec = uploadSpec(rulesFor(REVIEW_MEDIA_FIELDS), REVIEW_LIMITS.media);
/** Up to five proof files (the host's limit), each like a review's media. */
export const complaintUploadSpec = uploadSpec(rulesFor(COMPLAINT_PROOF_FIELDS), COMPLAINT_LIMITS.proof);

/** Where the form is: an add page (which also sends the order) or a tab of the order page. */
export type FeedbackPlace = "page" | "tab";

/** The form again with its refusal (sendAnswer: 400 for its own errors, 422 for the host's). */
export type FeedbackRefusal = ReturnType<typeof sendAnswer>;

type Form<T> = {
  intent: string;
  schema: ZodType<T, ZodTypeDef, unknown>;
  textFields: readonly string[];
  slots: readonly string[];
  /** The name files go to the host with (the host decides the type by content). */
  filePrefix: string;
  /** The message when no file came at all, for forms that need one. */
  filesRequired?: string;
};

/**
 * The schema's and readUpload's verdicts together: a refusal to show with the form (field
 * messages, what was typed and, for a refused file, 001 §8's modal), or the input and the files
 * in slot order as disk-backed Blobs.
 */
async function check<T>(
  upload: Upload,
  form: Form<T>,
): Promise<{ input: T; media: MediaFile[]; values: Record<string, string> } | { refusal: FeedbackRefusal }> {
  const values = Object.fromEntries(
    form.textFields.map((name) => [name, String(upload.fields.get(name) ?? "").slice(0, 3000)]),
  );
  const fieldErrors: Record<string, string[]> = {};
  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= [issue.message];
  }
  let fileMessage: string | undefined;
  for (const [field, message] of Object.entries(upload.fileErrors)) {
    fieldErrors[field] ??= [message];
    fileMessage ??= message;
  }
  const files = form.slots.flatMap((slot) => upload.files.filter((file) => file.field === slot));
  if (form.filesRequired && files.length === 0 && !fileMessage) {
    fieldErrors[form.slots[0]] = [form.filesRequired];
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    // 001 §8: a refused file also gets its modal.
    const dialog = fileMessage ? refusalDialog(form.intent, fileMessage) : undefined;
    return { refusal: sendAnswer(refusalAnswer(form.intent, values, { fieldErrors, dialog }), 400) };
  }
  const media = await Promise.all(
    files.map(async (file, index) => ({
      blob: await file.toBlob(),
      name: `${form.filePrefix}-${index + 1}.${file.extension}`,
    })),
  );
  return { input: parsed.data, media, values };
}

/**
 * The host's refusal or a busy host as the form shows it (001 §8: the message in the form's modal,
 * what was typed kept, the files asked for again after a post without the upload script);
 * another buyer's order or line (the host's 404) is the page's 404.
 */
function notTaken(
  error: unknown,
  request: Request,
  upload: Upload,
  intent: string,
  values: Record<string, string>,
  text: (message: string) => string = (message) => message,
): FeedbackRefusal {
  const answer = (message: string) =>
    refusalAnswer(intent, values, { dialog: refusalDialog(intent, text(message) || "Data gagal dikirim") });
  return hostAnswer(error, answer, { upload: { request, upload }, notFound: "Pesanan" });
}

/** A review from either form; null when the host took it. */
export async function submitReview(
  request: Request,
  admin: AdminClient,
  upload: Upload,
  place: FeedbackPlace,
): Promise<FeedbackRefusal | null> {
  const checked = await check(upload, {
    intent: REVIEW_INTENT,
    schema: place === "page" ? reviewPageSchema : reviewSchema,
    textFields: [ORDER_FIELD, PRODUCT_FIELD, STAR_FIELD, NOTES_FIELD],
    slots: REVIEW_MEDIA_FIELDS,
    filePrefix: "ulasan",
  });
  if ("refusal" in checked) return checked.refusal;
  const { input, media, values } = checked;
  try {
    await postReview(admin, {
      detailId: input[PRODUCT_FIELD],
      star: input[STAR_FIELD],
      notes: input[NOTES_FIELD],
      media,
    });
    return null;
  } catch (error) {
    return notTaken(error, request, upload, REVIEW_INTENT, values);
  }
}

/** A complaint from either form; null when the host took it. 001 §5: at least one proof file. */
export async function submitComplaint(
  request: Request,
  admin: AdminClient,
  upload: Upload,
  place: FeedbackPlace,
): Promise<FeedbackRefusal | null> {
  const checked = await check(upload, {
    intent: COMPLAINT_INTENT,
    schema: place === "page" ? complaintPageSchema : complaintSchema,
    textFields: [ORDER_FIELD, PRODUCT_FIELD, DESCRIPTION_FIELD],
    slots: COMPLAINT_PROOF_FIELDS,
    filePrefix: "bukti",
    filesRequired: FEEDBACK_TEXTS.proof,
  });
  if ("refusal" in checked) return checked.refusal;
  const { input, media, values } = checked;
  try {
    await postComplaint(admin, {
      detailId: input[PRODUCT_FIELD],
      description: input[DESCRIPTION_FIELD],
      proof: media,
    });
    return null;
  } catch (error) {
    return notTaken(error, request, upload, COMPLAINT_INTENT, values, (message) =>
      complaintRefusalText(message, place),
    );
  }
}
