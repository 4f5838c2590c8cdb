import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  NOTES_FIELD,
  REVIEW_INTENT,
  REVIEW_LIMITS,
  REVIEW_MEDIA_FIELDS,
  STAR_FIELD,
} from "~/features/feedback/forms";
import { FeedbackFormFrame, FeedbackText, type FeedbackFormProps } from "./FeedbackFormFrame";
import { StarInput } from "./StarInput";
import { useFeedbackForm } from "./useFeedbackForm";

/**
 * 001 §2/§5 review form: product, 1-5 stars, the comment (with JS it appears once a rating is
 * chosen) and up to three media ("Tambah Media" once a comment exists). Without JS every
 * control is there at once; the server applies the same rules and keeps what was typed.
 */
export function ReviewForm(props: FeedbackFormProps) {
  const form = useFeedbackForm(REVIEW_INTENT);
  const hydrated = useHydrated();
  const stars = form.field(STAR_FIELD);
  const notesField = form.field(NOTES_FIELD);
  const [star, setStar] = useState(stars.props.defaultValue);
  const [notes, setNotes] = useState(notesField.props.defaultValue);
  return (
    <FeedbackFormFrame
      {...props}
      intent={REVIEW_INTENT}
      form={form}
      submitLabel="Kirim Ulasan"
      media={{
        fields: REVIEW_MEDIA_FIELDS,
        label: "Media",
        addLabel: "Tambah Media",
        minSlots: 0,
        canAdd: notes.trim() !== "",
      }}
    >
      <StarInput field={stars} value={star} onChange={setStar} />
      {!hydrated || star !== "" ? (
        <FeedbackText
          label="Komentar"
          field={notesField}
          rows={4}
          minLength={REVIEW_LIMITS.notesMin}
          maxLength={REVIEW_LIMITS.notesMax}
          onInput={(event) => setNotes(event.currentTarget.value)}
        />
      ) : null}
    </FeedbackFormFrame>
  );
}
