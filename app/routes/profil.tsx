// The account area's frame (000 §2): a side menu beside the page. Every page under /profil
// needs a signed-in buyer; this loader sends anyone else to /login and back afterwards.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ProfileMenu, profileLinks } from "~/components/profile/ProfileMenu";
import { loadUnreadChatCount } from "~/lib/admin/chat.server";
import { requireUser } from "~/lib/session.server";

export const links: LinksFunction = profileLinks;

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireUser(request);
  return { unreadChat: await loadUnreadChatCount(request, session) };
}

export default function Profile() {
  const { unreadChat } = useLoaderData<typeof loader>();
  return (
    <div className="profile-area">
      <ProfileMenu unreadChat={unreadChat ?? 0} />
      <div className="profile-page">
        <Outlet />
      </div>
    </div>
  );
}
