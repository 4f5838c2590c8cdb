import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { fieldError, typedValue } from "~/components/orders/negotiation/useOrderResult";
import {
  NOTES_FIELD,
  REVIEW_INTENT,
  REVIEW_LIMITS,
  REVIEW_MEDIA_FIELDS,
  STAR_FIELD,
} from "~/lib/feedback/forms";
import { FeedbackFormFrame, FeedbackText, type FeedbackFormProps } from "./FeedbackFormFrame";
import { StarInput } from "./StarInput";
import { useFeedbackResult } from "./useFeedbackResult";

/**
 * 001 §2/§5 review form: product, 1-5 stars, the comment (with JS it appears once a rating is
 * chosen) and up to three media ("Tambah Media" once a comment exists). Without JS every
 * control is there at once; the server applies the same rules and keeps what was typed.
 */
export function ReviewForm(props: FeedbackFormProps) {
  const [result, setResult] = useFeedbackResult(REVIEW_INTENT);
  const hydrated = useHydrated();
  const [star, setStar] = useState(typedValue(result, STAR_FIELD));
  const [notes, setNotes] = useState(typedValue(result, NOTES_FIELD));
  return (
    <FeedbackFormFrame
      {...props}
      intent={REVIEW_INTENT}
      result={result}
      onRefused={setResult}
      submitLabel="Kirim Ulasan"
      refusalName="errorulasan"
      media={{
        fields: REVIEW_MEDIA_FIELDS,
        label: "Media",
        addLabel: "Tambah Media",
        minSlots: 0,
        canAdd: notes.trim() !== "",
      }}
    >
      <StarInput value={star} onChange={setStar} error={fieldError(result, STAR_FIELD)} />
      {!hydrated || star !== "" ? (
        <FeedbackText
          id="komentar"
          label="Komentar"
          name={NOTES_FIELD}
          rows={4}
          result={result}
          minLength={REVIEW_LIMITS.notesMin}
          maxLength={REVIEW_LIMITS.notesMax}
          onInput={(event) => setNotes(event.currentTarget.value)}
        />
      ) : null}
    </FeedbackFormFrame>
  );
}
