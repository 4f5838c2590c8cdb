import { Link, useLocation } from "@remix-run/react";
import { errorMessage } from "~/lib/error-texts";

/** A busy or slow host: the same page may well answer a moment later. */
const RETRYABLE = new Set([502, 503, 504]);
/** A form sent with too large a file: the same address shows the form again (a plain GET). */
const FORM_AGAIN = 413;

/** The friendly Indonesian error page; never shows a stack trace. A busy host's page offers
 *  'Coba lagi', a refused large upload 'Kembali ke formulir': a plain link (a fresh GET, also
 *  without JS) to the page the buyer was on. */
export function ErrorPage({ status }: { status: number }) {
  const { title, text } = errorMessage(status);
  const { pathname, search } = useLocation();
  const again = RETRYABLE.has(status) || status === FORM_AGAIN;
  return (
    <section className="error-page">
      <p className="error-code">{status}</p>
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="error-actions">
        {again ? (
          <a href={`${pathname}${search}`} role="button">
            {status === FORM_AGAIN ? "Kembali ke formulir" : "Coba lagi"}
          </a>
        ) : null}
        <Link to="/" role="button" className={again ? "secondary" : undefined}>
          Kembali ke Beranda
        </Link>
      </p>
    </section>
  );
}
