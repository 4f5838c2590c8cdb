import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LogoutLink } from "./Logout";

/** 000 §2's side menu; each entry points at its spec URL. */
const ENTRIES = [
  { to: "/profil/beranda", label: "Beranda" },
  { to: "/profil/sunting-profil", label: "Sunting Pengguna" },
  { to: "/profil/transaksi", label: "Daftar Transaksi" },
  { to: "/profil/anggaran", label: "Realisasi Anggaran" },
  { to: "/profil/chat", label: "Chat" },
  { to: "/profil/alamat", label: "Alamat" },
];

/** `unreadChat`: the admin's chat messages the buyer has not seen; a badge when above 0. */
export function ProfileMenu({ unreadChat }: { unreadChat: number }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is one row that scrolls sideways: the current page's chip is brought
  // into that row's view (the row only, never the page).
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>("a.active");
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - row.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <aside className="profile-menu">
      <nav aria-label="Menu akun">
        <ul ref={list}>
          {ENTRIES.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to}>
                {entry.label}
                {entry.to === "/profil/chat" && unreadChat > 0 ? (
                  <>
                    <span className="badge menu-badge" aria-hidden="true">
                      {unreadChat}
                    </span>
                    <span className="visually-hidden"> {unreadChat} pesan baru</span>
                  </>
                ) : null}
              </NavLink>
            </li>
          ))}
          <li>
            <LogoutLink />
          </li>
        </ul>
      </nav>
    </aside>
  );
}
