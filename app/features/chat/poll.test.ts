// The chat's poll route (app/routes/profil.chat_.pesan.tsx) as a buyer's page sends it: nothing
// new is the same empty 204 with or without a cursor (an empty chat's page has none), the session
// cookie is opened once and written only when the admin's messages arrive. The host call is a
// stand-in: no host, no network.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "~/lib/admin/chat.server";
import { opened } from "../../../tests/unit/session-cipher.helpers";

const chat = vi.hoisted(() => ({ getNewChatMessages: vi.fn() }));

vi.mock("~/lib/admin/chat.server", async (original) => ({
  ...(await original<typeof import("~/lib/admin/chat.server")>()),
  getNewChatMessages: chat.getNewChatMessages,
}));
// Every opening of a session cookie counted (tests/unit/session-cipher.helpers.ts).
vi.mock("~/lib/session-crypto.server", async (original) =>
  (await import("../../../tests/unit/session-cipher.helpers")).countingCipher(original),
);

const { loader } = await import("~/routes/profil.chat_.pesan");
const { commitSession, getSession } = await import("~/lib/session.server");

async function buyerCookie(): Promise<string> {
  const session = await getSession(new Request("http://localhost/"));
  session.set("token", "token-of-buyer-5");
  session.set("userId", 5);
  return (await commitSession(session)).split(";")[0];
}

async function poll(query: string) {
  const request = new Request(`http://localhost/profil/chat/pesan${query}`, {
    headers: { Cookie: await buyerCookie() },
  });
  opened.count = 0;
  return loader({ request, params: {}, context: {} as never });
}

const adminLine: ChatMessage = {
  id: 9,
  message: "Baik, kami cek",
  is_user: false,
  created_at: "2026-11-29T01:00:00.000Z",
};

beforeEach(() => {
  chat.getNewChatMessages.mockReset();
});

describe("the chat poll", () => {
  it("answers an empty chat's page (no cursor) with the empty 204, opening the session once", async () => {
    chat.getNewChatMessages.mockResolvedValue([]);
    const answer = await poll("");
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe("");
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    expect(answer.headers.get("Cache-Control")).toContain("no-store");
    expect(chat.getNewChatMessages).toHaveBeenCalledWith(expect.anything(), null);
    expect(opened.count).toBe(1);
  });

  it("answers nothing new since the cursor with the same 204", async () => {
    chat.getNewChatMessages.mockResolvedValue([]);
    const answer = await poll("?id=4&date=2026-11-29T00%3A00%3A00.000Z");
    expect(answer.status).toBe(204);
    expect(chat.getNewChatMessages).toHaveBeenCalledWith(expect.anything(), {
      id: 4,
      date: "2026-11-29T00:00:00.000Z",
    });
    expect(opened.count).toBe(1);
  });

  it("sends the admin's first message to an empty chat's page and counts it as seen", async () => {
    chat.getNewChatMessages.mockResolvedValue([adminLine]);
    const answer = await poll("");
    expect(answer.status).toBe(200);
    const { lines } = (await answer.json()) as { lines: { id: number; mine: boolean }[] };
    expect(lines).toMatchObject([{ id: 9, mine: false }]);
    expect(answer.headers.get("Set-Cookie")).toMatch(/sesi=/);
    expect(opened.count).toBe(1);
  });
});
