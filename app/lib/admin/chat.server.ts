// The buyer's chat with the shop admin (docs/admin-api.md "Chat"), and the side menu's
// new-message count (000 §4: the stored count compared with the admin's messages, counted by the host).
import { z } from "zod";
import { AdminError, adminClient, dataOf, numeric, type AdminClient } from "~/lib/admin/client.server";
import { commitSession, type AppSession } from "~/lib/session.server";

const messageSchema = z.object({
  id: numeric,
  message: z.string(),
  // A real host may send the flag as 1/0 or "1"/"0".
  is_user: z
    .union([z.boolean(), z.number(), z.string()])
    .transform((flag) => flag === true || Number(flag) === 1),
  created_at: z.string(),
});
export type ChatMessage = z.output<typeof messageSchema>;

const chatBody = z.object({ data: z.array(messageSchema), dateUpdate: z.string().nullish() });

/** GET usermanagement/chat/detail: the conversation, oldest first. */
export async function getChatMessages(admin: AdminClient): Promise<ChatMessage[]> {
  return (await admin.get("usermanagement/chat/detail", chatBody)).data;
}

/** The newest message the browser has: what `ajax-request` answers the messages after. */
export type ChatCursor = { id: number; date: string };

/** POST usermanagement/chat/ajax-request: the messages after `cursor` (one call per poll). */
export async function getNewChatMessages(
  admin: AdminClient,
  cursor: ChatCursor | null,
): Promise<ChatMessage[]> {
  const fields = cursor ? { id: cursor.id, date: cursor.date } : { id: "", date: "" };
  return (await admin.postForm("usermanagement/chat/ajax-request", fields, chatBody)).data;
}

/** POST usermanagement/chat/reply: the buyer's message; a refusal throws the host's message. */
export async function sendChatMessage(admin: AdminClient, message: string): Promise<ChatMessage> {
  return admin.postForm("usermanagement/chat/reply", { message }, dataOf(messageSchema));
}

/** What the badge counts: the admin's messages (the buyer's own are never new to them). */
const fromAdmin = (messages: readonly ChatMessage[]) => messages.filter((message) => !message.is_user).length;

/** New messages: the admin's messages now minus those the buyer had seen (never below 0). */
export function unreadChatCount(messages: readonly ChatMessage[] | number, seen: number | undefined): number {
  const written = typeof messages === "number" ? messages : fromAdmin(messages);
  return Math.max(0, written - (seen ?? 0));
}

const countBody = dataOf(z.object({ from_admin: numeric, from_user: numeric }));

/**
 * GET usermanagement/chat/count: how many messages the admin wrote to the buyer, counted by the
 * host. A host without the call (404) has the conversation read and counted here instead.
 */
export async function countAdminMessages(admin: AdminClient): Promise<number> {
  try {
    return (await admin.get("usermanagement/chat/count", countBody)).from_admin;
  } catch (error) {
    if (error instanceof AdminError && error.status === 404) return fromAdmin(await getChatMessages(admin));
    throw error;
  }
}

/**
 * The side menu's count for the signed-in buyer, or null when the chat cannot be loaded: the
 * menu then shows no badge (an ended session still redirects to /login).
 */
export async function loadUnreadChatCount(request: Request, session: AppSession): Promise<number | null> {
  // The count belongs to the buyer who saw the messages, not to whoever signs in next.
  const seen = session.get("chatSeen");
  const seenCount = seen && seen.userId === session.get("userId") ? seen.count : 0;
  try {
    return unreadChatCount(await countAdminMessages(await adminClient(request, session)), seenCount);
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return null;
  }
}

/**
 * Resets the count when the chat opens: stores how many admin messages the buyer has now seen
 * and answers the Set-Cookie value the chat page must send with its response.
 */
export function markChatSeen(session: AppSession, messages: readonly ChatMessage[]): Promise<string> {
  session.set("chatSeen", { userId: session.get("userId") ?? 0, count: fromAdmin(messages) });
  return commitSession(session);
}

/**
 * The open chat's poll brought `messages`: the admin's among them are seen as well. Answers
 * the Set-Cookie value, or null when none came from the admin (the session stays as it is, so
 * a quiet poll costs no cookie).
 */
export async function markNewChatSeen(
  session: AppSession,
  messages: readonly ChatMessage[],
): Promise<string | null> {
  const added = fromAdmin(messages);
  if (added === 0) return null;
  const userId = session.get("userId") ?? 0;
  const seen = session.get("chatSeen");
  const before = seen && seen.userId === userId ? seen.count : 0;
  session.set("chatSeen", { userId, count: before + added });
  return commitSession(session);
}
