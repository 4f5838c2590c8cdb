// The profile menu's new-message count (000 §4): the admin's messages counted now (by the host's
// chat/count, or from the conversation when a host lacks that call) compared with the count
// stored in the session when the buyer last saw the chat.
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, useFakeHost } from "./fake-host.helpers";

type Chat = typeof import("~/lib/admin/chat.server");
type Sessions = typeof import("~/lib/session.server");

let chat: Chat;
let sessions: Sessions;
let answer: (res: ServerResponse) => void;
/** The host's GET usermanagement/chat/count; null: a host without the call (404). */
let countAnswer: ((res: ServerResponse) => void) | null = null;
const asked: string[] = [];

const message = <Flag extends boolean | number>(id: number, isUser: Flag) => ({
  id,
  message: `Pesan ${id}`,
  is_user: isUser,
  created_at: `2024-05-0${id} 10:00:00`,
});

useFakeHost(
  (req, res) => {
    asked.push(req.url ?? "");
    if (req.url === "/api/usermanagement/chat/detail") answer(res);
    else if (req.url === "/api/usermanagement/chat/count" && countAnswer) countAnswer(res);
    else json(res, 404, { message: "Alamat API tidak ditemukan" });
  },
  { ADMIN_TIMEOUT_MS: "300" },
);

beforeAll(async () => {
  chat = await import("~/lib/admin/chat.server");
  sessions = await import("~/lib/session.server");
});

/** A signed-in buyer's request, with the session as `prepare` leaves it. */
async function signedIn(
  userId: number,
  prepare?: (session: Awaited<ReturnType<Sessions["getSession"]>>) => unknown,
) {
  const session = await sessions.getSession(new Request("http://localhost/"));
  session.set("token", "tok");
  session.set("userId", userId);
  await prepare?.(session);
  const cookie = (await sessions.commitSession(session)).split(";")[0];
  const request = new Request("http://localhost/profil/beranda", { headers: { Cookie: cookie } });
  return { request, session: await sessions.getSession(request) };
}

describe("unreadChatCount", () => {
  const fromBuyer = (id: number) => message(id, true);
  const fromAdmin = (id: number) => message(id, false);

  it("counts the admin's messages the buyer has not seen", () => {
    const messages = [fromBuyer(1), fromAdmin(2), fromAdmin(3), fromBuyer(4)];
    expect(chat.unreadChatCount(messages, undefined)).toBe(2);
    expect(chat.unreadChatCount(messages, 1)).toBe(1);
    expect(chat.unreadChatCount(messages, 2)).toBe(0);
  });

  it("never goes below 0 and ignores the buyer's own messages", () => {
    expect(chat.unreadChatCount([fromBuyer(1), fromBuyer(2)], undefined)).toBe(0);
    expect(chat.unreadChatCount([fromAdmin(1)], 5)).toBe(0);
    expect(chat.unreadChatCount([], undefined)).toBe(0);
  });
});

describe("loadUnreadChatCount from a host without chat/count: the conversation counted", () => {
  it("reads the host's chat (is_user as boolean or 1/0) against the stored count", async () => {
    answer = (res) =>
      json(res, 200, {
        data: [message(1, 1), message(2, 0), message(3, false), message(4, true), message(5, false)],
        dateUpdate: "2024-05-05 10:00:00",
      });
    const fresh = await signedIn(7);
    expect(await chat.loadUnreadChatCount(fresh.request, fresh.session)).toBe(3);
  });

  it("resets to 0 once the chat was seen, and counts only replies that came after", async () => {
    answer = (res) => json(res, 200, { data: [message(1, true), message(2, false)], dateUpdate: null });
    const buyer = await signedIn(7);
    const messages = await chat.getChatMessages(
      (await import("~/lib/admin/client.server")).createAdminClient({
        onUnauthenticated: () => Promise.reject(new Error("401")),
      }),
    );
    const cookie = (await chat.markChatSeen(buyer.session, messages)).split(";")[0];
    const seen = new Request("http://localhost/profil/beranda", { headers: { Cookie: cookie } });
    expect(await chat.loadUnreadChatCount(seen, await sessions.getSession(seen))).toBe(0);

    answer = (res) =>
      json(res, 200, { data: [message(1, true), message(2, false), message(3, false)], dateUpdate: null });
    expect(await chat.loadUnreadChatCount(seen, await sessions.getSession(seen))).toBe(1);
  });

  it("does not apply another buyer's stored count", async () => {
    answer = (res) => json(res, 200, { data: [message(1, false), message(2, false)], dateUpdate: null });
    const other = await signedIn(8, (session) => session.set("chatSeen", { userId: 7, count: 2 }));
    expect(await chat.loadUnreadChatCount(other.request, other.session)).toBe(2);
  });

  it("is silent (null) when the chat cannot be loaded", async () => {
    const buyer = await signedIn(7);
    answer = (res) => json(res, 500, { message: "Server Error" });
    expect(await chat.loadUnreadChatCount(buyer.request, buyer.session)).toBeNull();
    answer = (res) => json(res, 200, { data: "bukan daftar" });
    expect(await chat.loadUnreadChatCount(buyer.request, buyer.session)).toBeNull();
  });

  it("still ends a session the host no longer knows", async () => {
    const buyer = await signedIn(7);
    answer = (res) => json(res, 401, { message: "Unauthenticated." });
    const thrown = await chat.loadUnreadChatCount(buyer.request, buyer.session).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("loadUnreadChatCount with the host's count", () => {
  afterAll(() => {
    countAnswer = null;
  });

  it("reads the admin's count, not the conversation, against the stored count", async () => {
    countAnswer = (res) => json(res, 200, { data: { from_admin: 4, from_user: "9" } });
    const fresh = await signedIn(7);
    asked.length = 0;
    expect(await chat.loadUnreadChatCount(fresh.request, fresh.session)).toBe(4);
    expect(asked).toEqual(["/api/usermanagement/chat/count"]);
    const seen = await signedIn(7, (session) => session.set("chatSeen", { userId: 7, count: 3 }));
    expect(await chat.loadUnreadChatCount(seen.request, seen.session)).toBe(1);
    const other = await signedIn(8, (session) => session.set("chatSeen", { userId: 7, count: 3 }));
    expect(await chat.loadUnreadChatCount(other.request, other.session)).toBe(4);
  });

  it("is silent (null) when the count is broken or the host fails, and ends an ended session", async () => {
    const buyer = await signedIn(7);
    countAnswer = (res) => json(res, 200, { data: { from_admin: "banyak" } });
    expect(await chat.loadUnreadChatCount(buyer.request, buyer.session)).toBeNull();
    countAnswer = (res) => json(res, 503, { message: "Sibuk" });
    expect(await chat.loadUnreadChatCount(buyer.request, buyer.session)).toBeNull();
    countAnswer = (res) => json(res, 401, { message: "Unauthenticated." });
    const thrown = await chat.loadUnreadChatCount(buyer.request, buyer.session).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("markNewChatSeen (the open chat's poll)", () => {
  it("adds the admin's polled messages to the seen count, and stores nothing when none came", async () => {
    const buyer = await signedIn(7, (session) => session.set("chatSeen", { userId: 7, count: 2 }));
    expect(await chat.markNewChatSeen(buyer.session, [message(5, true)])).toBeNull();
    const cookie = await chat.markNewChatSeen(buyer.session, [
      message(5, true),
      message(6, false),
      message(7, false),
    ]);
    expect(cookie).not.toBeNull();
    const after = new Request("http://localhost/", { headers: { Cookie: cookie!.split(";")[0] } });
    expect((await sessions.getSession(after)).get("chatSeen")).toEqual({ userId: 7, count: 4 });
  });

  it("starts from zero when the stored count is another buyer's", async () => {
    const buyer = await signedIn(8, (session) => session.set("chatSeen", { userId: 7, count: 9 }));
    await chat.markNewChatSeen(buyer.session, [message(1, false)]);
    expect(buyer.session.get("chatSeen")).toEqual({ userId: 8, count: 1 });
  });
});
