import { useEffect, useRef } from "react";
import { webpSrcSet } from "~/features/catalogue/image-variants";

export const AUTOPLAY_MS = 4000;

type Slide = { image: string | null; url?: string | null };

function BannerImage({ slide, index, eager }: { slide: Slide; index: number; eager: boolean }) {
  if (!slide.image) return null;
  // The webp copies first (a phone loads the 360 px one), the stored jpg as fallback.
  const img = (
    <picture>
      <source
        srcSet={webpSrcSet(slide.image, "banner")}
        sizes="(max-width: 1200px) 100vw, 1200px"
        type="image/webp"
      />
      <img
        src={slide.image}
        alt={`Banner ${index + 1}`}
        width={1200}
        height={400}
        loading={eager ? "eager" : "lazy"}
        // The first banner is the phone's largest paint: fetch it before the product thumbnails.
        // Lower case: React 18 does not know fetchPriority and would warn.
        {...(eager ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
  return slide.url ? <a href={slide.url}>{img}</a> : img;
}

/**
 * A scroll-snap strip: swipe, or follow each slide's previous/next anchors without JS. With JS
 * the anchors scroll the strip in place and it advances every 4 s, except while hovered,
 * focused, hidden or when the visitor prefers reduced motion.
 */
export function BannerSlider({ slides }: { slides: Slide[] }) {
  const strip = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const element = strip.current;
    if (!element || slides.length < 2) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let timer: number | undefined;
    const autoplay = () => {
      timer = window.setInterval(() => {
        const paused =
          reducedMotion.matches ||
          document.hidden ||
          element.matches(":hover") ||
          element.parentElement?.matches(":focus-within");
        if (!paused) step(element, 1);
      }, AUTOPLAY_MS);
    };
    // A slide's scroll, decode and paint is main-thread work the first screen does not need:
    // the timer starts once the page has loaded and the browser is idle.
    const cancelStart = afterLoadWhenIdle(autoplay);
    return () => {
      cancelStart();
      window.clearInterval(timer);
    };
  }, [slides.length]);

  if (slides.length === 0) return null;
  const id = (index: number) => `banner-${((index + slides.length) % slides.length) + 1}`;
  const onStep = (delta: number) => (event: React.MouseEvent) => {
    if (!strip.current) return;
    event.preventDefault();
    step(strip.current, delta);
  };
  return (
    <section className="banner-slider" aria-roledescription="carousel" aria-label="Banner">
      <ul className="snap-strip" ref={strip}>
        {slides.map((slide, index) => (
          <li
            key={index}
            id={id(index)}
            aria-roledescription="slide"
            aria-label={`${index + 1} dari ${slides.length}`}
          >
            <BannerImage slide={slide} index={index} eager={index === 0} />
            {slides.length > 1 ? (
              <div className="slider-controls">
                <a href={`#${id(index - 1)}`} onClick={onStep(-1)} aria-label="Banner sebelumnya">
                  ‹
                </a>
                <a href={`#${id(index + 1)}`} onClick={onStep(1)} aria-label="Banner berikutnya">
                  ›
                </a>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Runs `start` at the first idle moment after the load event; answers its cancel. */
function afterLoadWhenIdle(start: () => void): () => void {
  let idle: number | undefined;
  const whenIdle = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : window.setTimeout(start, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** Scrolls one slide forward or back, wrapping around at the ends. */
function step(strip: HTMLElement, delta: number) {
  const width = strip.clientWidth;
  const count = strip.children.length;
  const current = Math.round(strip.scrollLeft / width);
  const next = (current + delta + count) % count;
  strip.scrollTo({ left: next * width });
}
