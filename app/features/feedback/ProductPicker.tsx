import { FieldError } from "~/components/ui/FormField";
import { ProductImage } from "~/features/catalogue/ProductImage";
import { PRODUCT_FIELD } from "~/features/feedback/forms";
import type { PickerLine } from "~/features/feedback/lines";
import type { FeedbackField } from "./useFeedbackForm";

/** The product of the chosen order: a radio per line that can still be reviewed or complained about. */
export function ProductPicker({ lines, field }: { lines: readonly PickerLine[]; field: FeedbackField }) {
  const { errorId, errors } = field.meta;
  const sent = field.props.defaultValue;
  return (
    <fieldset className="product-picker" aria-describedby={errors ? errorId : undefined}>
      <legend>Produk</legend>
      {lines.map((line) => (
        <label key={line.id}>
          <input
            type="radio"
            name={PRODUCT_FIELD}
            value={line.id}
            defaultChecked={sent === String(line.id) || lines.length === 1}
          />
          <ProductImage
            image={line.image ? { image: line.image, webp: line.webp, isDefault: true } : null}
            alt=""
            size={48}
          />
          <span>{line.name_product}</span>
        </label>
      ))}
      <FieldError id={errorId} error={errors?.[0]} />
    </fieldset>
  );
}
