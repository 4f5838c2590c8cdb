import { Link } from "@remix-run/react";
import { formatRupiah } from "~/lib/format";
import { CartIcon } from "./CartIcon";
import type { CartSummary } from "./types";

/** The 3 newest cart lines with a count badge; a <details> so it opens without JS. */
export function CartDropdown({ cart }: { cart: CartSummary }) {
  return (
    <details className="dropdown cart-dropdown">
      <summary aria-label={`Keranjang, ${cart.count} produk`}>
        <CartIcon /> <span className="badge">{cart.count}</span>
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
