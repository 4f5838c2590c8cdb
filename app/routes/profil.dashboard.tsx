import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/session.server";

/** The spec's other name for the dashboard; one page, one address. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect("/profil/beranda");
}
