// The account area's frame (000 §2): a side menu beside the page. Every page under /profil
// needs a signed-in buyer; this loader sends anyone else to /login and back afterwards.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useLoadingSkeleton } from "~/features/profile/AccountSkeletons";
import { ProfileMenu } from "~/features/profile/ProfileMenu";
import { loadUnreadChatCount } from "~/lib/admin/chat.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { requireUser } from "~/lib/session.server";
import { CHAT_PATH } from "~/features/chat/links";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "profile");

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireUser(request);
  // The chat page marks every message seen as it loads (000 §4): nothing is new there, and
  // the conversation is not read twice.
  if (new URL(request.url).pathname === CHAT_PATH) return { unreadChat: 0 };
  return { unreadChat: await loadUnreadChatCount(request, session) };
}

/**
 * Entering or leaving the chat changes the count, though the menu's own address does not; a
 * post the host was too busy to take changes nothing.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  keepDataAfterBusyPost(
    args,
    args.currentUrl.pathname === CHAT_PATH ||
      args.nextUrl.pathname === CHAT_PATH ||
      args.defaultShouldRevalidate,
  );

export default function Profile() {
  const { unreadChat } = useLoaderData<typeof loader>();
  // 001 §2: the dashboard and the profile edit page show their skeleton while they load.
  const skeleton = useLoadingSkeleton();
  return (
    <div className="profile-area">
      <ProfileMenu unreadChat={unreadChat ?? 0} />
      <div className="profile-page">{skeleton ?? <Outlet />}</div>
    </div>
  );
}
