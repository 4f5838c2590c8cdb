// The chat's message form (000 §2 Chat): sent, the page again with the new message; refused by the
// host, the text stays without a message (000 §8); the host busy, the text stays with the busy
// message under it (hostAnswer).
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { sendChatMessage } from "~/lib/admin/chat.server";
import { adminClient } from "~/lib/admin/client.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { refusalAnswer, submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer } from "~/lib/forms/host-answer.server";
import { requireUser } from "~/lib/session.server";
import { CHAT_PATH } from "./links";
import { chatActionSchema } from "./schema";

export async function chatAction({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const form = await readForm(request);
  await requireCsrf(request, form);
  const submission = parseWithZod(form, { schema: chatActionSchema });
  if (submission.status !== "success") return sendAnswer(submissionAnswer("send", submission));
  try {
    await sendChatMessage(await adminClient(request), submission.value.message);
  } catch (error) {
    // A busy or unreachable host says so; the text stays in the box to send again. 000 §8: a
    // refused send shows no message, the text stays too.
    return hostAnswer(error, (message, refusal) =>
      refusalAnswer("send", form, refusal ? {} : { fieldErrors: { message: [message] } }),
    );
  }
  // A fresh page: the new message in the conversation, an empty box, no ?invoice= any more.
  throw redirect(CHAT_PATH);
}
