import { Form, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { errorAria, FieldError } from "~/components/FormField";
import { CHAT_MESSAGE_MAX } from "~/lib/chat/limits";

type Props = {
  /** What the textarea starts with: the text sent back after a refusal, or the invoice request. */
  text: string;
  error?: string;
};

/**
 * The message form: a plain post that works without JavaScript. Sending disables the button;
 * the page remounts the form after a successful send (keyed by the newest message), which
 * clears it, and a refused send keeps the text.
 */
export function ChatComposer({ text, error }: Props) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  return (
    <Form method="post" className="chat-composer" noValidate>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="send" />
      <label htmlFor="chat-message" className="visually-hidden">
        Pesan
      </label>
      <textarea
        id="chat-message"
        name="message"
        rows={3}
        required
        maxLength={CHAT_MESSAGE_MAX}
        defaultValue={text}
        placeholder="Tulis pesan untuk Admin"
        {...errorAria("chat-message-error", error)}
      />
      <FieldError id="chat-message-error" error={error} />
      <button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? "Mengirim..." : "Kirim"}
      </button>
    </Form>
  );
}
