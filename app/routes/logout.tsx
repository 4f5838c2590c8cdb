import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { pageTitle } from "~/lib/site";
import { LogoutConfirmation } from "~/features/profile/Logout";
import { signOut } from "~/lib/admin/auth.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { destroySession, getOptionalUser } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Keluar") }];

/** The confirmation page, for browsers without JavaScript (others get a dialog). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getOptionalUser(request))) throw redirect("/");
  return null;
}

/**
 * Ends the session: the host revokes the token first, then the cookie (token, user, stored
 * checkout/transaction ids) is destroyed, even when the host could not be reached.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireCsrf(request, await readForm(request));
  await signOut(request);
  return redirect("/", { headers: { "Set-Cookie": await destroySession() } });
}

export default function Logout() {
  return <LogoutConfirmation />;
}
