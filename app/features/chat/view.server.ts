// What the chat page and its poll send to the browser: the time already formatted on the
// server (date-fns stays out of the page's JavaScript), the flag as who wrote it.
import type { ChatCursor, ChatMessage } from "~/lib/admin/chat.server";
import { formatChatTime } from "~/lib/format-date";

export type ChatLine = { id: number; text: string; mine: boolean; time: string; createdAt: string };

export function chatLine(message: ChatMessage): ChatLine {
  return {
    id: message.id,
    text: message.message,
    mine: message.is_user,
    time: formatChatTime(message.created_at),
    createdAt: message.created_at,
  };
}

/** The poll's query (?id=&date= of the newest message shown), checked; null asks for none. */
export function readCursor(params: URLSearchParams): ChatCursor | null {
  const id = params.get("id") ?? "";
  const date = params.get("date") ?? "";
  if (!/^\d{1,15}$/.test(id) || date.length > 40 || Number.isNaN(Date.parse(date))) return null;
  return { id: Number(id), date };
}

/**
 * The request a chat-admin link pre-fills (001 §2: regenerate the payment method of an expired
 * payment). Only an invoice-shaped value is used; anything else leaves the box empty.
 */
export function invoiceRequest(invoice: string | null): string {
  if (!invoice || !/^[A-Za-z0-9][A-Za-z0-9/_-]{0,63}$/.test(invoice)) return "";
  return `Halo Admin, mohon bantuan untuk membuat ulang metode pembayaran pada invoice ${invoice}.`;
}
