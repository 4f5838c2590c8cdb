import { NavLink } from "@remix-run/react";

/** The mobile bottom bar (000 §2), hidden on wide screens by the stylesheet. */
export function BottomBar() {
  return (
    <nav className="bottom-bar" aria-label="Navigasi bawah">
      <NavLink to="/" end>
        Beranda
      </NavLink>
      <NavLink to="/profil/transaksi">Transaksi</NavLink>
      <NavLink to="/profil">Pengguna</NavLink>
    </nav>
  );
}
