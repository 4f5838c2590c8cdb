import { Form, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields } from "~/components/ui/answerFields";
import { FieldError } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { CHAT_MESSAGE_MAX } from "~/features/chat/limits";
import { intentField, replyFor, type FormAnswer as Answer } from "~/lib/forms/answer";
import type { ChatAction } from "~/features/chat/schema";

type Props = {
  /** The refused send: its message and the text sent back. */
  answer: Answer | undefined;
  /** What the textarea starts with otherwise: the invoice request, or nothing. */
  draft: string;
};

const FORM_ID = "chat";

/**
 * The message form: a plain post that works without JavaScript. Sending disables the button;
 * the page remounts the form after a successful send (keyed by the newest message), which
 * clears it, and a refused send keeps the text.
 */
export function ChatComposer({ answer, draft }: Props) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const message = answerFields(FORM_ID, replyFor(answer, "send"), { message: draft })("message");
  return (
    <>
      <FormAnswer answer={answer} intent="send" formId={FORM_ID} />
      <Form method="post" id={FORM_ID} className="chat-composer" noValidate>
        <AuthenticityTokenInput />
        <input type="hidden" {...intentField<ChatAction["intent"]>("send")} />
        <label htmlFor={message.meta.id} className="visually-hidden">
          Pesan
        </label>
        <textarea
          {...message.props}
          rows={3}
          required
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Tulis pesan untuk Admin"
        />
        <FieldError id={message.meta.errorId} error={message.meta.errors?.[0]} />
        <button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? "Mengirim..." : "Kirim"}
        </button>
      </Form>
    </>
  );
}
