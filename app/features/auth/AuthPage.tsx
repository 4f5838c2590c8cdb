import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { webpSrcSet } from "~/features/catalogue/image-variants";
import type { Banner } from "~/lib/admin/public.server";

/**
 * The frame of /login, /register, /lupa-password and /reset-password: banner and form card,
 * with the honeypot fields the page's loader made (loadAuthPage) for its HoneypotInputs.
 */
export function AuthPage({
  banner,
  honeypot,
  title,
  children,
}: {
  banner: Banner | null;
  honeypot: HoneypotInputProps;
  title: string;
  children: ReactNode;
}) {
  return (
    <HoneypotProvider {...honeypot}>
      <div className="auth-page">
        {banner?.image && (
          <aside className="auth-banner">
            {banner.url ? (
              <a href={banner.url}>
                <AuthBanner image={banner.image} />
              </a>
            ) : (
              <AuthBanner image={banner.image} />
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
    </HoneypotProvider>
  );
}

/**
 * The promotional banner: on a phone it follows the form, below the first screen, so it is lazy
 * and never competes with the page's stylesheets; the host's webp copies come first.
 */
function AuthBanner({ image }: { image: string }) {
  return (
    <picture>
      <source srcSet={webpSrcSet(image, "banner")} sizes="(min-width: 900px) 40vw, 100vw" type="image/webp" />
      <img src={image} alt="Banner promosi" loading="lazy" />
    </picture>
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
