// 000 §2 Chat (/profil/chat, optional ?invoice=): the buyer's conversation with the admin.
// Opening it marks every message seen, so the side menu's count starts again from zero.
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ChatComposer } from "~/features/chat/ChatComposer";
import { ChatConversation } from "~/features/chat/ChatConversation";
import { pageTitle } from "~/lib/site";
import { readForm } from "~/lib/body.server";
import { getChatMessages, markChatSeen, sendChatMessage } from "~/lib/admin/chat.server";
import { AdminError, adminClient } from "~/lib/admin/client.server";
import { chatLine, invoiceRequest } from "~/features/chat/view.server";
import { requireCsrf } from "~/lib/csrf.server";
import { refusalAnswer, submissionAnswer, type FormAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { publicUrl } from "~/lib/public-url.server";
import { chatActionSchema } from "~/features/chat/schema";
import { requireUser } from "~/lib/session.server";
import { CHAT_PATH } from "~/features/chat/links";
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

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const form = await readForm(request);
  await requireCsrf(request, form);
  const submission = parseWithZod(form, { schema: chatActionSchema });
  if (submission.status !== "success") return sendAnswer(submissionAnswer("send", submission));
  try {
    await sendChatMessage(await adminClient(request), submission.value.message);
  } catch (error) {
    // A busy or unreachable host says so; the text stays in the box to send again.
    const busy = hostBusyReply(error, (message) =>
      refusalAnswer("send", form, { fieldErrors: { message: [message] } }),
    );
    if (busy) return busy;
    // 000 §8: a refused send shows no message, the text stays too.
    if (!(error instanceof AdminError)) throw error;
    return data<FormAnswer>(refusalAnswer("send", form), 502);
  }
  // A fresh page: the new message in the conversation, an empty box, no ?invoice= any more.
  throw redirect(CHAT_PATH);
}

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
