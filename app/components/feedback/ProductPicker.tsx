import { FieldError } from "~/components/FormField";
import { ProductImage } from "~/components/catalogue/ProductImage";
import { FEEDBACK_TEXTS, PRODUCT_FIELD } from "~/lib/feedback/forms";
import type { PickerLine } from "~/lib/feedback/lines";

/**
 * The product of the chosen order (a radio per line that can still be reviewed or complained
 * about); 001 §2's apology when none is left.
 */
export function ProductPicker({
  lines,
  value,
  error,
}: {
  lines: readonly PickerLine[];
  value: string;
  error?: string;
}) {
  if (lines.length === 0) {
    return (
      <p className="feedback-empty" role="status">
        {FEEDBACK_TEXTS.noProducts}
      </p>
    );
  }
  return (
    <fieldset className="product-picker" aria-describedby={error ? "produk-error" : undefined}>
      <legend>Produk</legend>
      {lines.map((line) => (
        <label key={line.id}>
          <input
            type="radio"
            name={PRODUCT_FIELD}
            value={line.id}
            defaultChecked={value === String(line.id) || lines.length === 1}
          />
          <ProductImage
            image={line.image ? { image: line.image, webp: line.webp, isDefault: true } : null}
            alt=""
            size={48}
          />
          <span>{line.name_product}</span>
        </label>
      ))}
      <FieldError id="produk-error" error={error} />
    </fieldset>
  );
}
