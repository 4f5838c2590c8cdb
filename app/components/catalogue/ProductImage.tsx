import type { ProductImage as Image } from "~/lib/catalogue/types";

type Props = {
  image: Image | null;
  alt: string;
  size: number;
  /** Images above the fold load at once; the rest wait until scrolled near. */
  eager?: boolean;
  className?: string;
};

/** The webp version through `<picture>`, the original as fallback. */
export function ProductImage({ image, alt, size, eager = false, className }: Props) {
  if (!image)
    return <div className={`image-missing ${className ?? ""}`} style={{ aspectRatio: "1" }} aria-hidden />;
  return (
    <picture className={className}>
      {image.webp ? <source srcSet={image.webp} type="image/webp" /> : null}
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
