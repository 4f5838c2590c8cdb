// The chat's poll (GET /profil/chat/pesan?id=&date=): the messages after the newest one the
// page shows, as JSON. One admin call (ajax-request) per poll and one session read, nothing
// else: with thousands of buyers each asking every 3 s it is the storefront's busiest route,
// and nearly every poll finds nothing, so that answer is an empty 204 (no body, no cookie).
// server/chat-poll.ts calls this loader ahead of Remix's route matching (issue 22).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getNewChatMessages, markNewChatSeen } from "~/lib/admin/chat.server";
import { createAdminClient } from "~/lib/admin/client.server";
import { PRIVATE_NO_STORE } from "~/lib/http.server";
import { chatLine, readCursor } from "~/features/chat/view.server";
import { getOptionalUser, signOutToLogin } from "~/lib/session.server";
import type { ChatPollAnswer } from "~/features/chat/useChatPolling";
import { sheets } from "~/styles/sheets";

export const links = sheets("chat");

export async function loader({ request }: LoaderFunctionArgs): Promise<Response> {
  // An ended session leads to /login and back to the chat page, not to this JSON.
  const toSignIn = async (): Promise<never> => {
    throw await signOutToLogin(new Request(new URL("/profil/chat", request.url)));
  };
  const user = await getOptionalUser(request);
  if (!user) return toSignIn();
  const cursor = readCursor(new URL(request.url).searchParams);
  const admin = createAdminClient({ token: user.token, signal: request.signal, onUnauthenticated: toSignIn });
  const messages = await getNewChatMessages(admin, cursor);
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE, Vary: "Cookie" });
  // Nothing new, with or without a cursor (an empty chat's page has none): the same empty 204.
  if (messages.length === 0) return new Response(null, { status: 204, headers });
  // The page is open: the admin's new messages are seen as they arrive, so the menu's count
  // stays at zero after the buyer leaves the chat.
  const cookie = await markNewChatSeen(user.session, messages);
  if (cookie) headers.set("Set-Cookie", cookie);
  return Response.json({ lines: messages.map(chatLine) } satisfies ChatPollAnswer, { headers });
}
