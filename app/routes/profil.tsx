// The account area's frame (000 §2): a side menu beside the page. Every page under /profil
// needs a signed-in buyer; this loader sends anyone else to /login and back afterwards.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { ProfileMenu, profileLinks } from "~/components/profile/ProfileMenu";
import { requireUser } from "~/lib/session.server";

export const links: LinksFunction = profileLinks;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Profile() {
  return (
    <div className="profile-area">
      <ProfileMenu />
      <div className="profile-page">
        <Outlet />
      </div>
    </div>
  );
}
