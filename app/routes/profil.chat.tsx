// 000 §2 Chat (/profil/chat, optional ?invoice=): the buyer's conversation with the admin.
// Opening it marks every message seen, so the side menu's count starts again from zero.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ChatComposer } from "~/features/chat/ChatComposer";
import { ChatConversation } from "~/features/chat/ChatConversation";
import { pageTitle } from "~/lib/site";
import { getChatMessages, markChatSeen } from "~/lib/admin/chat.server";
import { chatAction } from "~/features/chat/action.server";
import { adminClient } from "~/lib/admin/client.server";
import { chatLine, invoiceRequest } from "~/features/chat/view.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { publicUrl } from "~/lib/public-url.server";
import { requireUser } from "~/lib/session.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("chat");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Chat") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireUser(request);
  const messages = await getChatMessages(await adminClient(request));
  const url = new URL(request.url);
  return data(
    {
      lines: messages.map(chatLine),
      draft: invoiceRequest(url.searchParams.get("invoice")),
      shopOrigin: publicUrl("/"),
    },
    { headers: { "Set-Cookie": await markChatSeen(session, messages) } },
  );
}

export const action = chatAction;

export default function Chat() {
  const { lines, draft, shopOrigin } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="chat-page">
      <h1>Chat dengan Admin</h1>
      <ChatConversation lines={lines} shopOrigin={shopOrigin} />
      <ChatComposer
        // A new message in the loaded conversation (a send went through) starts an empty form.
        key={lines.at(-1)?.id ?? 0}
        answer={answer}
        draft={draft}
      />
    </section>
  );
}
