import { NavLink } from "@remix-run/react";
import { LogoutLink } from "./Logout";

/** 000 §2's side menu; each entry points at its spec URL. */
const ENTRIES = [
  { to: "/profil/beranda", label: "Beranda" },
  { to: "/profil/sunting-profil", label: "Sunting Pengguna" },
  { to: "/profil/transaksi", label: "Daftar Transaksi" },
  { to: "/profil/chat", label: "Chat" },
  { to: "/profil/alamat", label: "Alamat" },
];

/** `unreadChat`: the admin's chat messages the buyer has not seen; a badge when above 0. */
export function ProfileMenu({ unreadChat }: { unreadChat: number }) {
  return (
    <aside className="profile-menu">
      <nav aria-label="Menu akun">
        <ul>
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
