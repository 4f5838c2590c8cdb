// 000 §2 and §4 Chat without JavaScript, as HTTP conversations: the conversation with the admin,
// a reply arriving by "Muat pesan baru" (nothing polls), a session the host ended; the same
// journeys with JavaScript (the reply by polling) are in tests/e2e/chat.spec.ts.
import { endHostSessions, expect, operator, signIn, test, type Buyer } from "./kit";
import type { APIRequestContext } from "@playwright/test";

const adminSays = (request: APIRequestContext, buyer: Buyer, message: string) =>
  operator(request, "POST", `chat/${buyer.id}`, { message });

const LOG = '[role=log][aria-label="Percakapan dengan Admin"]';

test("send a message, refuse an empty one and receive the admin's reply", async ({
  visitor,
  request,
  buyer,
}) => {
  await signIn(visitor, buyer, "/profil/chat?invoice=INV-20260101-00042");
  // 001 §2: the chat-admin link of an expired payment pre-fills a request about its invoice.
  expect(visitor.value("Pesan")).toMatch(/INV-20260101-00042/);

  visitor.fill("Pesan", "");
  await visitor.press("Kirim");
  expect(visitor.text()).toContain("Pesan Wajib Diisi");

  const text = "Halo <b>Admin</b>, lihat /produk?page=1 dan https://contoh-lain.example/tipu ya";
  visitor.fill("Pesan", text);
  await visitor.press("Kirim");
  const mine = visitor.$(`${LOG} li.chat-mine`).last();
  // Escaped, not interpreted; only the shop's own link is clickable.
  expect(visitor.text(mine)).toContain(text);
  expect(mine.find("b")).toHaveLength(0);
  expect(
    mine
      .find("a[href]")
      .toArray()
      .map((a) => [visitor.$(a).text(), a.attribs.href]),
  ).toEqual([["/produk?page=1", "/produk?page=1"]]);
  expect(visitor.text(mine.find("time"))).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} \| \d{2}:\d{2} (am|pm)$/);
  expect(visitor.url.pathname + visitor.url.search).toBe("/profil/chat");
  expect(visitor.value("Pesan")).toBe("");

  // Nothing polls: the reply shows on the next load, by "Muat pesan baru".
  await adminSays(request, buyer, "Baik, pesanan Anda kami cek");
  const reply = () =>
    visitor
      .$(`${LOG} li.chat-admin`)
      .filter((_, li) => visitor.$(li).text().includes("Baik, pesanan Anda kami cek"));
  expect(reply()).toHaveLength(0);
  await visitor.follow("Muat pesan baru");
  expect(reply()).toHaveLength(1);
  expect(visitor.text(reply())).toContain("Admin");
});

test("without JavaScript nothing polls: 'Muat pesan baru' reloads the page", async ({ visitor, buyer }) => {
  await signIn(visitor, buyer, "/profil/chat");
  expect(visitor.link("Muat pesan baru").attribs.href).toBe("/profil/chat");
});

test("a session the host ended leads to the sign-in page and back to the chat", async ({
  visitor,
  request,
  buyer,
}) => {
  await signIn(visitor, buyer, "/profil/chat");
  await endHostSessions(request, buyer);
  // Without JavaScript the next load finds out.
  await visitor.follow("Muat pesan baru");
  expect(visitor.url.pathname).toBe("/login");
  expect(visitor.url.searchParams.get("redirectTo")).toBe("/profil/chat");
});
