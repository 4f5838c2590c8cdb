// The Penerimaan tab's receipt form (001 §5 Receipt form and Support-document upload): one form
// per receipt record, created the first time and updated afterwards (001 §4), with or without new
// documents (0014). Its body was read by readUpload (the tab's action): the documents are on disk,
// checked by content, and go on to the host from there.
import { parseWithZod } from "@conform-to/zod";
import { saveReceipt, type DocumentSlot, type ReceiptInput } from "~/lib/admin/support-documents.server";
import { submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer, hostRefusal } from "~/lib/forms/host-answer.server";
import { REFUSAL_TITLE } from "~/lib/forms/texts";
import { receiptSchema } from "~/features/orders/receipt/schema";
import { DOCUMENT_RULE } from "~/lib/upload-rules";
import { uploadRedirect, uploadSpec, type UploadedFile } from "~/lib/uploads.server";
import {
  DOCUMENT_SLOTS,
  RECEIPT_FIELDS,
  RECEIPT_INTENT,
  RECEIPT_MESSAGES,
  RECEIPT_REFUSED_MODAL,
  RECEIPT_SAVED_MODAL,
  RECEIPT_UPDATED_MODAL,
  slotField,
} from "./receipt";
import { detailHref, parseId } from "../tabs";
import type { OrderActionContext, OrderActionHandler } from "../order-page.server";
/** The four document inputs, each Word or PDF up to 2,048,000 bytes. */
export const receiptUploadSpec = uploadSpec(
  Object.fromEntries(DOCUMENT_SLOTS.map(({ slot }) => [slotField(slot), DOCUMENT_RULE])),
);

const FIELD_OF_SLOT = new Map<string, DocumentSlot>(
  DOCUMENT_SLOTS.map(({ slot }) => [slotField(slot), slot]),
);

/** The host's field names → the form's. */
const HOST_FIELDS: Record<string, string> = {
  date_receipt: RECEIPT_FIELDS.date,
  unit_receipt: RECEIPT_FIELDS.units,
  name_receipt: RECEIPT_FIELDS.receiver,
};

type SlotFile = { slot: DocumentSlot; file: UploadedFile };

/** The errorpenerimaan modal ('Ooppsss') with `message` (001 §8). */
const refusal = (message: string) => ({ title: REFUSAL_TITLE, message, name: RECEIPT_REFUSED_MODAL });

/** The form's field a host error names: `files.<n>.file` is the nth file sent. */
function formField(hostField: string, sent: SlotFile[]): string | undefined {
  const index = /^files\.(\d+)\.file$/.exec(hostField)?.[1];
  if (index === undefined) return HOST_FIELDS[hostField];
  const file = sent[Number(index)];
  return file ? slotField(file.slot) : undefined;
}

export const saveReceiptForm: OrderActionHandler = async ({
  request,
  admin,
  userId,
  transactionId,
  body,
}) => {
  const upload = body.upload;
  const recordId = parseId(String(upload?.fields.get(RECEIPT_FIELDS.record) ?? ""));
  if (!upload || recordId === null) throw new Response("Permintaan tidak dikenal", { status: 400 });
  const mode = upload.fields.get(RECEIPT_FIELDS.variant) === "update" ? "update" : "create";
  const submission = parseWithZod(upload.fields, { schema: receiptSchema });

  // A refused file (wrong type or above 2 MB) is cleared and its message shown in a dialog (001 §5).
  const fileRefusals = Object.entries(upload.fileErrors);
  if (submission.status !== "success" || fileRefusals.length > 0) {
    const answer = submissionAnswer(RECEIPT_INTENT, submission, {
      fieldErrors: Object.fromEntries(fileRefusals.map(([field, message]) => [field, [message]])),
      dialog: fileRefusals.length > 0 ? refusal(fileRefusals[0][1]) : undefined,
    });
    return sendAnswer(answer);
  }
  const files: SlotFile[] = upload.files.flatMap((file) => {
    const slot = FIELD_OF_SLOT.get(file.field);
    return slot ? [{ slot, file }] : [];
  });

  const { value } = submission;
  const input = async (): Promise<ReceiptInput> => ({
    customerId: userId,
    date: value[RECEIPT_FIELDS.date],
    units: value[RECEIPT_FIELDS.units],
    receiver: value[RECEIPT_FIELDS.receiver],
    // The host decides the type by content too; the name only carries what was found here.
    // No file: the host keeps the stored documents (a correction of the date, units or receiver).
    files: await Promise.all(
      files.map(async ({ slot, file }) => ({
        slot,
        blob: await file.toBlob(),
        filename: `${slot}.${file.extension}`,
      })),
    ),
  });
  try {
    await saveOrRepeat(admin, recordId, mode, input);
  } catch (error) {
    // 001 §8: a refused save shows the host's message in the errorpenerimaan modal, its field
    // messages under the fields; a busy host the busy message (0008). What was typed stays;
    // another buyer's record is the page's 404.
    return hostAnswer(
      error,
      (message, refused) => {
        const fieldErrors: Record<string, string[]> = {};
        for (const [field, messages] of Object.entries(refused?.fieldErrors ?? {})) {
          const target = formField(field, files);
          if (target && messages[0]) fieldErrors[target] ??= [messages[0]];
        }
        const dialog = refusal(message || RECEIPT_MESSAGES.failed);
        return submissionAnswer(RECEIPT_INTENT, submission, refused ? { fieldErrors, dialog } : { dialog });
      },
      { upload: { request, upload }, notFound: "Transaksi" },
    );
  }
  const done = mode === "create" ? RECEIPT_SAVED_MODAL : RECEIPT_UPDATED_MODAL;
  return uploadRedirect(request, `${detailHref(transactionId, "penerimaan", done)}#penerimaan-${recordId}`);
};

/**
 * Creates or updates. A create the host refuses because the receipt exists already (a second
 * click without JavaScript, a second tab) updates it with the same form instead: the buyer's
 * intent either way.
 */
async function saveOrRepeat(
  admin: OrderActionContext["admin"],
  recordId: number,
  mode: "create" | "update",
  input: () => Promise<ReceiptInput>,
) {
  try {
    return await saveReceipt(admin, recordId, mode, await input());
  } catch (error) {
    const exists =
      mode === "create" &&
      hostRefusal(error)?.fieldErrors.outgoing_detail_id?.[0] === "Data penerimaan sudah ada";
    if (!exists) throw error;
    return saveReceipt(admin, recordId, "update", await input());
  }
}
