import type { Db } from "../db/index.ts";
import { VALID_TOKEN } from "../http/auth.ts";
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

export interface ChatCount {
  /** The admin's messages (what the buyer's menu counts as new until seen). */
  from_admin: number;
  /** The buyer's own. */
  from_user: number;
}

/** How many messages each side wrote, counted in the index (customer_id, is_user). */
export function chatCount(db: Db, customerId: number): ChatCount {
  const rows = db.all<{ is_user: number; n: number }>(
    "SELECT is_user, COUNT(*) AS n FROM chat_messages WHERE customer_id = ? GROUP BY is_user",
    [customerId],
  );
  const of = (isUser: number) => rows.find((row) => row.is_user === isUser)?.n ?? 0;
  return { from_admin: of(0), from_user: of(1) };
}

/** The poll's statement: see chatSince. The token's parameters come last (VALID_TOKEN). */
const sinceCursor = `SELECT
    (SELECT created_at FROM chat_messages WHERE customer_id = t.customer_id ORDER BY id DESC LIMIT 1) AS newest,
    m.id, m.message, m.is_user, m.created_at
  FROM ${VALID_TOKEN.from}
  LEFT JOIN chat_messages m ON m.customer_id = t.customer_id AND m.id > ? AND m.created_at >= ?
  WHERE ${VALID_TOKEN.where}
  ORDER BY m.id`;

/**
 * Polling: messages after the client's newest (by id when given, else by date), for the buyer
 * whose token `token` holds (validTokenParams), or null when the token is not valid. One statement
 * checks the token, reads the conversation's newest date and the messages after the cursor from
 * the index (customer_id, id): nothing new costs no read of the conversation, and the poll no
 * second statement for its token (issue 32).
 */
export function chatSince(db: Db, token: [string, string], input: Record<string, unknown>): ChatPage | null {
  const lastId = /^\d{1,15}$/.test(String(input.id ?? "").trim()) ? Number(input.id) : 0;
  const date =
    typeof input.date === "string" && !Number.isNaN(Date.parse(input.date))
      ? new Date(input.date).toISOString()
      : "";
  // No row: no valid token. A row without a message: nothing after the cursor (or an empty chat).
  const rows = db.all<{
    newest: string | null;
    id: number | null;
    message: string;
    is_user: number;
    created_at: string;
  }>(sinceCursor, [lastId, date, ...token]);
  if (rows.length === 0) return null;
  const messages = rows
    .filter((row) => row.id !== null)
    // Without an id, "newer" means strictly after the given date.
    .filter((row) => lastId > 0 || date === "" || row.created_at > date)
    .map(({ id, message, is_user, created_at }) => toMessage({ id: id!, message, is_user, created_at }));
  return { data: messages, dateUpdate: rows[0].newest };
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
