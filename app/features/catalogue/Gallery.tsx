import { Link } from "@remix-run/react";
import { useRef, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ProductImage as Image } from "~/lib/admin/catalogue-types";
import { ProductImage } from "./ProductImage";

type Props = { images: Image[]; name: string; selected: number; hrefFor: (index: number) => string };

/**
 * The main image and its thumbnails. Thumbnails are links to `?gambar=n`, so they work without
 * JS; the main image opens the file itself, or with JS a full-screen preview to swipe through
 * or step with the arrow keys.
 */
export function Gallery({ images, name, selected, hrefFor }: Props) {
  const hydrated = useHydrated();
  const preview = useRef<HTMLDialogElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const index = Math.min(Math.max(0, selected), Math.max(0, images.length - 1));
  const main = images[index] ?? null;

  function openPreview() {
    preview.current?.showModal();
    strip.current?.scrollTo({ left: index * strip.current.clientWidth, behavior: "instant" });
  }

  function onKey(event: KeyboardEvent<HTMLDialogElement>) {
    const element = strip.current;
    if (!element || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    const delta = event.key === "ArrowRight" ? 1 : -1;
    element.scrollBy({ left: delta * element.clientWidth });
  }

  return (
    <div className="gallery">
      <div className="gallery-main">
        {main ? (
          <a
            href={main.image}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              openPreview();
            }}
            aria-label="Lihat gambar layar penuh"
          >
            <ProductImage image={main} alt={name} size={480} eager />
          </a>
        ) : (
          <ProductImage image={null} alt={name} size={480} />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="gallery-thumbs">
          {images.map((image, position) => (
            <li key={image.image}>
              <Link
                to={hrefFor(position)}
                replace
                preventScrollReset
                aria-current={position === index}
                aria-label={`Gambar ${position + 1}`}
              >
                <ProductImage image={image} alt="" size={64} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated && images.length ? (
        <dialog ref={preview} className="preview-dialog" aria-label={name} onKeyDown={onKey}>
          <article>
            <form method="dialog">
              <button type="submit" className="secondary" aria-label="Tutup">
                ✕
              </button>
            </form>
            <ul className="snap-strip" ref={strip}>
              {images.map((image) => (
                <li key={image.image}>
                  <ProductImage image={image} alt={name} size={960} />
                </li>
              ))}
            </ul>
          </article>
        </dialog>
      ) : null}
    </div>
  );
}
