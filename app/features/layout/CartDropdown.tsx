import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { formatRupiah } from "~/lib/format";
import { CartIcon } from "./CartIcon";
import type { CartSummary } from "~/lib/site";

/**
 * The 3 newest cart lines with a count badge; a <details> so it opens without JS. With JS it
 * closes on a navigation (a client-side one keeps the header mounted), on Escape and on a
 * click outside it.
 */
export function CartDropdown({ cart }: { cart: CartSummary }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Not on the first run (hydration): a cart a buyer opened before the script loaded stays open.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, []);

  return (
    <details ref={ref} className="cart-dropdown">
      <summary aria-label={`Keranjang, ${cart.count} produk`}>
        <CartIcon /> {cart.count > 0 && <span className="badge">{cart.count}</span>}
      </summary>
      <ul>
        {cart.latest.length === 0 ? (
          <li className="muted">Keranjang masih kosong</li>
        ) : (
          cart.latest.map((line) => (
            <li key={line.id} className="cart-line">
              {line.image && <img src={line.image} alt="" width={40} height={40} loading="lazy" />}
              <span>
                {line.name}
                <small>
                  {line.qty} × {formatRupiah(line.price)}
                </small>
              </span>
            </li>
          ))
        )}
        <li>
          <Link to="/keranjang-belanja">Lihat Keranjang</Link>
        </li>
      </ul>
    </details>
  );
}
