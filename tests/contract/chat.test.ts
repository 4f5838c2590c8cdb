import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost, type Buyer, type TestHost } from "./support/host.ts";

let host: TestHost;
let buyer: Buyer;
let other: Buyer;

beforeAll(async () => {
  host = await startHost();
  [buyer, other] = await Promise.all([host.createBuyer(), host.createBuyer()]);
});
afterAll(() => host.close());

describe("chat", () => {
  it("sends, lists oldest first, polls newer messages by id or date, and shows admin replies", async () => {
    const empty = await host.api("usermanagement/chat/detail", { token: buyer.token });
    expect(empty.body).toEqual({ data: [], dateUpdate: null });
    const sent = await host.api("usermanagement/chat/reply", {
      token: buyer.token,
      form: { message: "Halo admin, INV-1 kapan dikirim?" },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ message: "Halo admin, INV-1 kapan dikirim?", is_user: true });
    const detail = await host.api("usermanagement/chat/detail", { token: buyer.token });
    expect(detail.body.dateUpdate).toBe(sent.body.data.created_at);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await host.operator(`chat/${buyer.id}`, { message: "Besok pagi dikirim" });
    const poll = await host.api("usermanagement/chat/ajax-request", {
      token: buyer.token,
      form: { id: sent.body.data.id, date: sent.body.data.created_at },
    });
    expect(poll.body.data).toEqual([
      expect.objectContaining({ message: "Besok pagi dikirim", is_user: false }),
    ]);
    expect(poll.body.dateUpdate).toBe(poll.body.data[0].created_at);
    const byDate = await host.api("usermanagement/chat/ajax-request", {
      token: buyer.token,
      form: { id: "", date: sent.body.data.created_at },
    });
    expect(byDate.body.data.map((m: { message: string }) => m.message)).toEqual(["Besok pagi dikirim"]);
    expect((await host.api("usermanagement/chat/detail", { token: other.token })).body.data).toEqual([]);
  });

  it("polls only the caller's own chat, reads hostile cursors as none and wants a token", async () => {
    const mine = (
      await host.api("usermanagement/chat/reply", { token: buyer.token, form: { message: "Punya saya" } })
    ).body.data;
    const poll = (token: string | undefined, form: Record<string, string>) =>
      host.api("usermanagement/chat/ajax-request", { token, form });
    const texts = (answer: { body: { data: { message: string }[] } }) =>
      answer.body.data.map((message) => message.message);
    // Another buyer asking from the start, or from just before this buyer's message, sees only their own.
    for (const form of [
      { id: "", date: "" },
      { id: String(mine.id - 1), date: "" },
    ]) {
      const foreign = await poll(other.token, form);
      expect(foreign.status).toBe(200);
      expect(texts(foreign)).not.toContain("Punya saya");
    }
    // The newest message as the cursor: nothing new, the newest date still answered.
    const quiet = await poll(buyer.token, { id: String(mine.id), date: mine.created_at });
    expect(quiet.body).toEqual({ data: [], dateUpdate: mine.created_at });
    // A cursor that is no id and no date reads as none: the whole conversation, never an error.
    const all = (await host.api("usermanagement/chat/detail", { token: buyer.token })).body.data;
    for (const form of [
      { id: "abc", date: "bukan tanggal" },
      { id: "1 OR 1=1", date: "" },
      { id: "9".repeat(40), date: "2026-13-45" },
      { id: "-5", date: "'; DROP TABLE chat_messages; --" },
    ]) {
      const answer = await poll(buyer.token, form);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(all);
    }
    expect((await poll(undefined, { id: "1", date: "" })).status).toBe(401);
    expect((await poll("token-yang-tidak-ada", { id: "1", date: "" })).status).toBe(401);
  });

  it("refuses a token on the poll right after it was ended or expired", async () => {
    const [leaving, expiring] = await Promise.all([host.createBuyer(), host.createBuyer()]);
    const poll = (token: string) =>
      host.api("usermanagement/chat/ajax-request", { token, form: { id: "", date: "" } });
    expect((await poll(leaving.token)).body).toEqual({ data: [], dateUpdate: null });
    expect((await host.api("customer/logout", { method: "POST", token: leaving.token })).status).toBe(200);
    expect((await poll(leaving.token)).status).toBe(401);

    await host.api("usermanagement/chat/reply", { token: expiring.token, form: { message: "Masih ada?" } });
    expect((await poll(expiring.token)).status).toBe(200);
    host.db.run("UPDATE customer_tokens SET expires_at = ? WHERE customer_id = ?", [
      new Date(Date.now() - 1000).toISOString(),
      expiring.id,
    ]);
    expect((await poll(expiring.token)).status).toBe(401);
  });

  it("counts each side's messages for the menu's badge, only the caller's own, and wants a token", async () => {
    const [counted, quiet] = await Promise.all([host.createBuyer(), host.createBuyer()]);
    const count = (token: string | undefined, query = "") =>
      host.api(`usermanagement/chat/count${query}`, { token });
    expect((await count(counted.token)).body).toEqual({ data: { from_admin: 0, from_user: 0 } });
    await host.api("usermanagement/chat/reply", { token: counted.token, form: { message: "Satu" } });
    await host.api("usermanagement/chat/reply", { token: counted.token, form: { message: "Dua" } });
    await host.operator(`chat/${counted.id}`, { message: "Balasan admin" });
    const answer = await count(counted.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { from_admin: 1, from_user: 2 } });
    // The same as counting the conversation.
    const all = (await host.api("usermanagement/chat/detail", { token: counted.token })).body.data as {
      is_user: boolean;
    }[];
    expect(all.filter((message) => !message.is_user)).toHaveLength(1);
    // Another buyer's count is their own, whatever the query names.
    expect((await count(quiet.token)).body).toEqual({ data: { from_admin: 0, from_user: 0 } });
    for (const query of [`?customer_id=${counted.id}`, `?userId=${counted.id}`, "?id=1%20OR%201=1"]) {
      expect((await count(quiet.token, query)).body).toEqual({ data: { from_admin: 0, from_user: 0 } });
    }
    expect((await count(undefined)).status).toBe(401);
    expect((await count("token-yang-tidak-ada")).status).toBe(401);
    expect(
      (await host.api("usermanagement/chat/count", { method: "POST", token: counted.token })).status,
    ).toBe(404);
  });

  it("strips control characters but keeps newlines, tabs and a direction override", async () => {
    // A NUL, an escape and DEL go; U+202E stays in the data (the storefront isolates it when shown).
    const typed = "Bayar\u0000 lunas\u001b[31m\r\n\tfaktur \u202efdp.exe\u007f";
    for (const body of [{ form: { message: typed } }, { json: { message: typed } }]) {
      const sent = await host.api("usermanagement/chat/reply", { token: other.token, ...body });
      expect(sent.status).toBe(201);
      expect(sent.body.data.message).toBe("Bayar lunas[31m\n\tfaktur \u202efdp.exe");
    }
    const only = await host.api("usermanagement/chat/reply", {
      token: other.token,
      form: { message: "\u0000\u0001" },
    });
    expect(only.status).toBe(422);
  });

  it("requires a message and a token", async () => {
    const res = await host.api("usermanagement/chat/reply", { token: buyer.token, form: { message: "   " } });
    expect(res.status).toBe(422);
    expect(res.body.errors.message).toEqual(["Pesan Wajib Diisi"]);
    const long = await host.api("usermanagement/chat/reply", {
      token: buyer.token,
      form: { message: "x".repeat(10_000) },
    });
    expect(long.status).toBe(422);
    expect((await host.api("usermanagement/chat/detail")).status).toBe(401);
  });
});
