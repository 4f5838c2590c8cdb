import {
  COMPLAINT_INTENT,
  COMPLAINT_LIMITS,
  COMPLAINT_PROOF_FIELDS,
  DESCRIPTION_FIELD,
} from "~/features/feedback/forms";
import { FeedbackFormFrame, FeedbackText, type FeedbackFormProps } from "./FeedbackFormFrame";
import { useFeedbackForm } from "./useFeedbackForm";

/**
 * 001 §2/§5 complaint form: product, description and proof files (with JS a new slot opens
 * only when the previous one has a file). The server applies the same rules.
 */
export function ComplaintForm(props: FeedbackFormProps) {
  const form = useFeedbackForm(COMPLAINT_INTENT);
  return (
    <FeedbackFormFrame
      {...props}
      intent={COMPLAINT_INTENT}
      form={form}
      submitLabel="Kirim Komplain"
      media={{
        fields: COMPLAINT_PROOF_FIELDS,
        label: "Bukti",
        addLabel: "Tambah Bukti",
        minSlots: 1,
        canAdd: true,
      }}
    >
      <FeedbackText
        label="Keterangan Komplain"
        field={form.field(DESCRIPTION_FIELD)}
        rows={5}
        maxLength={COMPLAINT_LIMITS.descriptionMax}
      />
    </FeedbackFormFrame>
  );
}
