import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Banner } from "~/lib/admin/public.server";
import stylesheet from "./auth.css?url";

export const authLinks = () => [{ rel: "stylesheet", href: stylesheet }];

/** The frame of /login, /register, /lupa-password and /reset-password: banner and form card. */
export function AuthPage({
  banner,
  title,
  children,
}: {
  banner: Banner | null;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      {banner?.image && (
        <aside className="auth-banner">
          {banner.url ? (
            <a href={banner.url}>
              <img src={banner.image} alt="Banner promosi" />
            </a>
          ) : (
            <img src={banner.image} alt="Banner promosi" />
          )}
        </aside>
      )}
      <article className="auth-card">
        <header>
          <Link to="/">Kembali ke beranda</Link>
          <h1>{title}</h1>
        </header>
        {children}
      </article>
    </div>
  );
}

/** The form-level message: the host's refusal or a success text. */
export function FormMessage({ error, success }: { error?: string; success?: string }) {
  if (error) {
    return (
      <p className="form-alert" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="form-success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
