import { ProductImage } from "~/features/catalogue/ProductImage";

type Line = { name_product: string; image: string | null; webp: string | null };

/** A reviewed or complained-about product: its picture and name. */
export function ProductHeading({ line, children }: { line: Line; children?: React.ReactNode }) {
  return (
    <div className="feedback-product">
      <ProductImage
        image={line.image ? { image: line.image, webp: line.webp, isDefault: true } : null}
        alt=""
        size={64}
      />
      <div>
        <strong>{line.name_product}</strong>
        {children}
      </div>
    </div>
  );
}
