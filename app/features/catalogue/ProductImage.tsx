import { webpSrcSet } from "~/features/catalogue/image-variants";
import type { ProductImage as Image } from "~/lib/admin/catalogue-types";

type Props = {
  image: Image | null;
  alt: string;
  size: number;
  /** How wide it is drawn, when not `size` px (or the screen, if narrower). */
  sizes?: string;
  /** Images above the fold load at once; the rest wait until scrolled near. */
  eager?: boolean;
  className?: string;
};

/** The webp copies through `<picture>` (the browser picks the width it needs), the original as fallback. */
export function ProductImage({ image, alt, size, sizes, eager = false, className }: Props) {
  if (!image)
    return <div className={`image-missing ${className ?? ""}`} style={{ aspectRatio: "1" }} aria-hidden />;
  return (
    <picture className={className}>
      {image.webp ? (
        <source
          srcSet={webpSrcSet(image.webp, "product")}
          sizes={sizes ?? `(max-width: ${size}px) 100vw, ${size}px`}
          type="image/webp"
        />
      ) : null}
      <img
        src={image.image}
        alt={alt}
        width={size}
        height={size}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </picture>
  );
}
