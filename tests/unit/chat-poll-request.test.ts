// The Request the chat poll's fast path hands the route's loader (server/chat-poll.ts): the URL
// Remix's adapter would build, the Cookie header alone, and a signal that ends with the buyer.
import { createRemixRequest } from "@remix-run/express/dist/server.js";
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollRequest } from "../../server/chat-poll.ts";

type Seen = { request: Request; remix: Request; answer: () => void };
let server: Server;
let base = "";
let seen: (seen: Seen) => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", 1);
  app.get("/profil/chat/pesan", (req, res) => {
    seen({ request: pollRequest(req, res), remix: createRemixRequest(req, res), answer: () => res.end() });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const nextPoll = () => new Promise<Seen>((resolve) => (seen = resolve));

describe("pollRequest", () => {
  it("carries the URL Remix builds and the Cookie header, nothing else", async () => {
    const query = "?id=4&date=2026-11-29T16%3A08%3A47.705Z";
    const cases: Record<string, string>[] = [
      { cookie: "sesi=abc; lain=1", "accept-language": "id-ID" },
      { "x-forwarded-host": "toko.example:8443", "x-forwarded-proto": "https" },
      { "x-forwarded-host": "toko.example" },
    ];
    for (const headers of cases) {
      const polled = nextPoll();
      const answer = fetch(`${base}/profil/chat/pesan${query}`, { headers });
      const { request, remix, answer: end } = await polled;
      end();
      await answer;
      expect(request.url).toBe(remix.url);
      expect([...request.headers]).toEqual(headers.cookie ? [["cookie", headers.cookie]] : []);
      expect(request.signal.aborted).toBe(false);
    }
  });

  it("aborts its signal when the buyer goes away before the answer", async () => {
    const polled = nextPoll();
    const leave = new AbortController();
    const answer = fetch(`${base}/profil/chat/pesan`, { signal: leave.signal }).catch(() => null);
    const { request } = await polled;
    const aborted = new Promise((resolve) => request.signal.addEventListener("abort", resolve));
    leave.abort();
    await aborted;
    expect(request.signal.aborted).toBe(true);
    await answer;
  });
});
