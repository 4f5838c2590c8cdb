import { useEffect, useState } from "react";

const THRESHOLD_PX = 10;

/**
 * The scroll-to-top control: a plain link to #top (smooth through CSS); with JS it appears
 * only after 10 px of scrolling, and the page gets `scrolled` (the navigation's sticky shadow).
 */
export function ScrollToTop() {
  const [scrolled, setScrolled] = useState<boolean | null>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    document.body.classList.toggle("scrolled", scrolled === true);
  }, [scrolled]);

  return (
    <a href="#top" className="scroll-top" aria-label="Kembali ke atas" hidden={scrolled === false}>
      ↑
    </a>
  );
}
