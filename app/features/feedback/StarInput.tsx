import { FieldError } from "~/components/ui/FormField";
import { REVIEW_LIMITS, STAR_FIELD } from "~/features/feedback/forms";
import type { FeedbackField } from "./useFeedbackForm";

type Props = {
  /** The field (its message after an answer); the choice is `value`. */
  field: FeedbackField;
  value: string;
  onChange?: (value: string) => void;
};

const STARS = Array.from({ length: REVIEW_LIMITS.starMax }, (_, index) => String(index + 1));

/** 001 §2: a 1-5 star radio group; the stars up to the chosen one light up (CSS only). */
export function StarInput({ field, value, onChange }: Props) {
  const { errorId, errors } = field.meta;
  return (
    <fieldset className="star-input" aria-describedby={errors ? errorId : undefined}>
      <legend>Bintang</legend>
      <div className="star-input-row">
        {STARS.map((star) => (
          <label key={star}>
            <input
              type="radio"
              name={STAR_FIELD}
              value={star}
              defaultChecked={value === star}
              onChange={onChange ? () => onChange(star) : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{star} bintang</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={errors?.[0]} />
    </fieldset>
  );
}
