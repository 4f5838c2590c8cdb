// The chat poll's fast path (server/chat-poll.ts) against a real host: the route's loader answered
// ahead of Remix, whose place here is taken by a handler that answers 599, so that every poll
// the fast path hands on shows. Sessions are sealed by the storefront's own session module.
import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatPoll } from "../../server/chat-poll.ts";
import { dataAnswerHeaders } from "../../server/security.ts";
import { startHost, type Buyer, type TestHost } from "./support/host.ts";

const HANDED_ON = 599;
let host: TestHost;
let buyer: Buyer;
let other: Buyer;
let server: Server;
let base = "";
let sessions: typeof import("~/lib/session.server");

beforeAll(async () => {
  host = await startHost();
  [buyer, other] = await Promise.all([host.createBuyer(), host.createBuyer()]);
  process.env.ADMIN_API_URL = `${host.url}/api`;
  process.env.ADMIN_FILES_URL = `${host.url}/files`;
  sessions = await import("~/lib/session.server");
  const route = await import("~/routes/profil.chat_.pesan");
  const build = { routes: { "routes/profil.chat_.pesan": { module: route } } } as unknown as ServerBuild;
  const app = express();
  app.use(
    chatPoll({
      build: async () => build,
      loadContext: () => ({ cspNonce: "" }),
      headers: dataAnswerHeaders({ hsts: true }),
    }),
  );
  app.use((_req, res) => void res.status(HANDED_ON).end());
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await host.close();
});

/** The Cookie header of a storefront session signed in as `who`. */
async function cookieOf(who: Buyer): Promise<string> {
  const session = await sessions.getSession(new Request(base));
  session.set("token", who.token);
  session.set("userId", who.id);
  session.set("username", who.username);
  return (await sessions.commitSession(session)).split(";")[0];
}

type Line = { id: number; text: string; mine: boolean; createdAt: string };
const poll = (cookie: string | null, query = "", method = "GET") =>
  fetch(`${base}/profil/chat/pesan${query}`, {
    method,
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
const after = (line: Line) => `?${new URLSearchParams({ id: String(line.id), date: line.createdAt })}`;
const linesOf = async (answer: Response) => ((await answer.json()) as { lines: Line[] }).lines;

describe("the chat poll ahead of Remix", () => {
  it("answers nothing new with a bodiless private 204, and a new message with its line", async () => {
    const cookie = await cookieOf(buyer);
    await host.api("usermanagement/chat/reply", { token: buyer.token, form: { message: "Kapan dikirim?" } });
    const first = await poll(cookie);
    expect(first.status).toBe(200);
    const [sent] = await linesOf(first);
    expect(sent).toMatchObject({ text: "Kapan dikirim?", mine: true });

    const quiet = await poll(cookie, after(sent));
    expect(quiet.status).toBe(204);
    expect(await quiet.text()).toBe("");
    expect(quiet.headers.get("cache-control")).toBe("private, no-store");
    expect(quiet.headers.get("vary")).toBe("Cookie");
    expect(quiet.headers.get("set-cookie")).toBeNull();
    // Answered ahead of helmet: its own fixed headers, a policy that lets nothing run or frame it.
    expect(quiet.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(quiet.headers.get("x-content-type-options")).toBe("nosniff");
    expect(quiet.headers.get("x-frame-options")).toBe("DENY");
    expect(quiet.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");

    await host.operator(`chat/${buyer.id}`, { message: "Besok pagi" });
    const news = await poll(cookie, after(sent));
    expect(news.status).toBe(200);
    const lines = await linesOf(news);
    expect(lines).toEqual([expect.objectContaining({ text: "Besok pagi", mine: false })]);
    // The admin's message is seen in the open chat: the session counts it (the menu's badge).
    expect(news.headers.get("set-cookie")).toMatch(/^sesi=/);
    expect(news.headers.get("content-type")).toMatch(/^application\/json/);
    expect(news.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await poll(cookie, after(lines[0]))).status).toBe(204);
  });

  it("shows no buyer another buyer's messages", async () => {
    await host.operator(`chat/${buyer.id}`, { message: "Hanya untuk pembeli pertama" });
    const mine = await linesOf(await poll(await cookieOf(buyer)));
    // The other buyer's conversation is empty: the empty answer, whatever the first buyer has.
    expect((await poll(await cookieOf(other))).status).toBe(204);
    // Asking after the other buyer's message id changes nothing.
    expect((await poll(await cookieOf(other), after(mine[0]))).status).toBe(204);
  });

  it("reads a cursor that is no id and date as none: the whole conversation", async () => {
    const cookie = await cookieOf(buyer);
    const all = await linesOf(await poll(cookie));
    for (const query of ["?id=abc&date=2026-01-01", "?id=1&date=bukan", `?id=${"9".repeat(20)}&date=x`]) {
      const answer = await poll(cookie, query);
      expect(answer.status).toBe(200);
      expect(await linesOf(answer)).toEqual(all);
    }
  });

  it("sends a guest, a forged cookie and a session the host ended to the sign-in page", async () => {
    const signIn = `/login?${new URLSearchParams({ redirectTo: "/profil/chat" })}`;
    for (const cookie of [null, "sesi=v1.dipalsukan"]) {
      const answer = await poll(cookie, "?id=1&date=2026-01-01T00:00:00.000Z");
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(signIn);
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
    }
    const ended = await host.createBuyer();
    const cookie = await cookieOf(ended);
    host.db.run("DELETE FROM customer_tokens WHERE customer_id = ?", [ended.id]);
    const answer = await poll(cookie, "?id=1&date=2026-01-01T00:00:00.000Z");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(signIn);
    expect(answer.headers.get("set-cookie")).toMatch(/^sesi=; Max-Age=0/);
  });

  it("hands other methods and other paths on to Remix", async () => {
    const cookie = await cookieOf(buyer);
    expect((await poll(cookie, "", "POST")).status).toBe(HANDED_ON);
    expect((await poll(cookie, "", "HEAD")).status).toBe(HANDED_ON);
    const data = await fetch(`${base}/profil/chat/pesan.data`, { headers: { cookie } });
    expect(data.status).toBe(HANDED_ON);
    expect((await fetch(`${base}/profil/chat`, { headers: { cookie } })).status).toBe(HANDED_ON);
  });
});
