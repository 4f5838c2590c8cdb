import { Link } from "@remix-run/react";
import type { LayoutUser } from "~/lib/site";

/** Login and register buttons, or the buyer's avatar (or initial) and username. */
export function AccountLinks({ user }: { user: LayoutUser | null }) {
  if (!user) {
    return (
      <div className="account-links">
        <Link to="/login" role="button" className="outline">
          Masuk
        </Link>
        <Link to="/register" role="button">
          Daftar
        </Link>
      </div>
    );
  }
  const initial = (user.name || user.username).trim().charAt(0).toUpperCase();
  return (
    <Link to="/profil" className="account-user">
      {user.image ? (
        <img className="avatar" src={user.image} alt="" width={32} height={32} />
      ) : (
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
      )}
      <span className="account-name">{user.username}</span>
    </Link>
  );
}
