// Signing out asks first (000 §2: 'Anda yakin ingin keluar?'). Without JavaScript "Keluar" is a
// link to the /logout confirmation page; with it, the same question opens in a dialog.
import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

export const LOGOUT_QUESTION = "Anda yakin ingin keluar?";

function LogoutForm() {
  return (
    <Form method="post" action="/logout">
      <AuthenticityTokenInput />
      <button type="submit">Ya, keluar</button>
    </Form>
  );
}

/** The /logout page's body: the question, the sign-out button and a way back. */
export function LogoutConfirmation() {
  return (
    <article className="logout-confirmation">
      <h1>Keluar</h1>
      <p>{LOGOUT_QUESTION}</p>
      <footer>
        <Link to="/profil/beranda" role="button" className="secondary">
          Batal
        </Link>
        <LogoutForm />
      </footer>
    </article>
  );
}

export function LogoutLink() {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <a
        href="/logout"
        onClick={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        Keluar
      </a>
      <dialog ref={dialog} aria-labelledby="logout-title">
        <article>
          <h2 id="logout-title">Keluar</h2>
          <p>{LOGOUT_QUESTION}</p>
          <footer className="logout-actions">
            <form method="dialog">
              <button type="submit" className="secondary">
                Batal
              </button>
            </form>
            <LogoutForm />
          </footer>
        </article>
      </dialog>
    </>
  );
}
