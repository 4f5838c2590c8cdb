import type { Db } from "../db/index.ts";
import { fieldError } from "../http/errors.ts";
import { nowIso } from "./common.ts";

export interface ChatMessage {
  id: number;
  message: string;
  is_user: boolean;
  created_at: string;
}

const toMessage = (row: {
  id: number;
  message: string;
  is_user: number;
  created_at: string;
}): ChatMessage => ({ ...row, is_user: row.is_user === 1 });

export interface ChatPage {
  data: ChatMessage[];
  dateUpdate: string | null;
}

function page(db: Db, customerId: number, messages: ChatMessage[]): ChatPage {
  const newest = db.get<{ created_at: string }>(
    "SELECT created_at FROM chat_messages WHERE customer_id = ? ORDER BY id DESC LIMIT 1",
    [customerId],
  );
  return { data: messages, dateUpdate: newest?.created_at ?? null };
}

export function chatHistory(db: Db, customerId: number): ChatPage {
  const rows = db.all<{ id: number; message: string; is_user: number; created_at: string }>(
    "SELECT id, message, is_user, created_at FROM chat_messages WHERE customer_id = ? ORDER BY id",
    [customerId],
  );
  return page(db, customerId, rows.map(toMessage));
}

/** Polling: messages after the client's newest (by id when given, else by date). */
export function chatSince(db: Db, customerId: number, input: Record<string, unknown>): ChatPage {
  const lastId = /^\d{1,15}$/.test(String(input.id ?? "").trim()) ? Number(input.id) : 0;
  const date =
    typeof input.date === "string" && !Number.isNaN(Date.parse(input.date))
      ? new Date(input.date).toISOString()
      : "";
  const rows = db.all<{ id: number; message: string; is_user: number; created_at: string }>(
    "SELECT id, message, is_user, created_at FROM chat_messages WHERE customer_id = ? AND id > ? AND created_at >= ? ORDER BY id",
    [customerId, lastId, date],
  );
  // Without an id, "newer" means strictly after the given date.
  return page(
    db,
    customerId,
    rows.filter((row) => lastId > 0 || date === "" || row.created_at > date).map(toMessage),
  );
}

export function postMessage(db: Db, customerId: number, message: unknown, isUser: boolean): ChatMessage {
  const text = typeof message === "string" ? message.trim() : "";
  if (text === "") throw fieldError("message", "Pesan Wajib Diisi");
  if (text.length > 2000) throw fieldError("message", "Pesan maksimal 2000 karakter");
  const now = nowIso();
  const id = db.run(
    "INSERT INTO chat_messages (customer_id, message, is_user, created_at) VALUES (?, ?, ?, ?)",
    [customerId, text, isUser ? 1 : 0, now],
  ).lastInsertRowid;
  return { id, message: text, is_user: isUser, created_at: now };
}
