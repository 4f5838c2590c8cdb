import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/session.server";

/** 000 §2: /profil opens the dashboard when signed in, otherwise /login. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect("/profil/beranda");
}
