// 000 §2 and §4 Chat: the conversation with the admin, the reply arriving by polling (with
// JavaScript) or by "Muat pesan baru" (without), the side menu's count and ?invoice=.
import type { APIRequestContext, Page } from "@playwright/test";
import { endHostSessions, expect, ONCE, operator, signIn, test, type Buyer } from "./support";

const adminSays = (request: APIRequestContext, buyer: Buyer, message: string) =>
  operator(request, "POST", `chat/${buyer.id}`, { message });

const conversation = (page: Page) => page.getByRole("log", { name: "Percakapan dengan Admin" });
const chatLink = (page: Page) =>
  page.getByRole("navigation", { name: "Menu akun" }).getByRole("link", { name: /^Chat/ });

// Without JavaScript ("Muat pesan baru" instead of polling): tests/http/chat.spec.ts.
test(
  "send a message, refuse an empty one and receive the admin's reply",
  ONCE,
  async ({ page, request, buyer }) => {
    await signIn(page, buyer, "/profil/chat?invoice=INV-20260101-00042");
    const box = page.getByLabel("Pesan", { exact: true });
    // 001 §2: the chat-admin link of an expired payment pre-fills a request about its invoice.
    await expect(box).toHaveValue(/INV-20260101-00042/);

    await box.fill("");
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByText("Pesan Wajib Diisi")).toBeVisible();

    const text = "Halo <b>Admin</b>, lihat /produk?page=1 dan https://contoh-lain.example/tipu ya";
    await box.fill(text);
    // Held back until seen: sending disables the button.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/profil/chat"),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByRole("button", { name: "Mengirim..." })).toBeDisabled();
    release();
    const mine = conversation(page).locator("li.chat-mine").last();
    // Escaped, not interpreted; only the shop's own link is clickable.
    await expect(mine).toContainText(text);
    await expect(mine.locator("b")).toHaveCount(0);
    await expect(mine.getByRole("link", { name: "/produk?page=1" })).toHaveAttribute(
      "href",
      "/produk?page=1",
    );
    await expect(mine.getByRole("link")).toHaveCount(1);
    await expect(mine.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} \| \d{2}:\d{2} (am|pm)$/);
    await expect(page).toHaveURL(/\/profil\/chat$/);
    await expect(page.getByLabel("Pesan", { exact: true })).toHaveValue("");

    await adminSays(request, buyer, "Baik, pesanan Anda kami cek");
    const reply = conversation(page).locator("li.chat-admin", { hasText: "Baik, pesanan Anda kami cek" });
    // Polled every 3 s: it appears without a reload.
    await expect(reply).toBeVisible({ timeout: 4_500 });
    await expect(page.getByRole("link", { name: "Muat pesan baru" })).toHaveCount(0);
    await expect(reply).toContainText("Admin");
  },
);

test("the menu counts the admin's messages until the chat is opened", async ({
  page,
  request,
  buyer,
  javaScriptEnabled,
}) => {
  await adminSays(request, buyer, "Selamat datang di Toko Pengadaan");
  await adminSays(request, buyer, "Ada yang bisa kami bantu?");
  await signIn(page, buyer, "/profil/beranda");
  await expect(chatLink(page)).toContainText("2 pesan baru");

  await chatLink(page).click();
  await expect(page).toHaveURL(/\/profil\/chat$/);
  await expect(chatLink(page)).not.toContainText("pesan baru");
  await page.getByRole("navigation", { name: "Menu akun" }).getByRole("link", { name: "Beranda" }).click();
  await expect(page).toHaveURL(/\/profil\/beranda$/);
  await expect(chatLink(page)).not.toContainText("pesan baru");

  await adminSays(request, buyer, "Pesanan Anda sudah dikirim");
  await page.reload();
  await expect(chatLink(page)).toContainText("1 pesan baru");

  if (javaScriptEnabled) {
    // A reply that arrives while the chat is open is seen there: the count stays at zero after.
    await chatLink(page).click();
    await expect(conversation(page)).toContainText("Pesanan Anda sudah dikirim");
    await adminSays(request, buyer, "Nomor resi menyusul");
    await expect(conversation(page)).toContainText("Nomor resi menyusul", { timeout: 4_500 });
    await page.goto("/profil/beranda");
    await expect(chatLink(page)).not.toContainText("pesan baru");
  }
});

test("the box opens at the newest message and follows new ones only from the end", async ({
  page,
  request,
  buyer,
  javaScriptEnabled,
}) => {
  for (let index = 1; index <= 25; index += 1) await adminSays(request, buyer, `Pesan nomor ${index}`);
  await signIn(page, buyer, "/profil/chat");
  const messages = conversation(page).locator("li");
  await expect(messages).toHaveCount(25);
  await expect(messages.last()).toBeInViewport();
  await expect(messages.first()).not.toBeInViewport();
  if (!javaScriptEnabled) {
    await expect(page.getByRole("link", { name: "Scroll ke bawah" })).toHaveAttribute("href", "#chat-bawah");
    return;
  }

  // Scrolled up to read: a new message does not move the view.
  await messages.first().scrollIntoViewIfNeeded();
  await expect(messages.first()).toBeInViewport();
  const top = await messages.first().evaluate((element) => element.getBoundingClientRect().top);
  await adminSays(request, buyer, "Pesan baru saat membaca");
  await expect(messages).toHaveCount(26, { timeout: 4_500 });
  expect(await messages.first().evaluate((element) => element.getBoundingClientRect().top)).toBe(top);
  await expect(messages.last()).not.toBeInViewport();

  // 'Scroll ke bawah', then at the end: new messages come into view.
  await page.getByRole("link", { name: "Scroll ke bawah" }).click();
  await expect(messages.last()).toBeInViewport();
  await adminSays(request, buyer, "Pesan baru di bawah");
  await expect(messages).toHaveCount(27, { timeout: 4_500 });
  await expect(messages.last()).toBeInViewport();
});

// Without JavaScript nothing polls ("Muat pesan baru" reloads): tests/http/chat.spec.ts.
test("polling stops in a hidden tab and resumes when it is shown", ONCE, async ({ page, buyer }) => {
  // The page counts its own polls (started and answered), and its clock is the test's: no
  // waiting on real time.
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    const seen = window as unknown as { chatPolls: number; chatPollsAnswered: number };
    seen.chatPolls = 0;
    seen.chatPollsAnswered = 0;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname !== "/profil/chat/pesan") return send(input, init);
      seen.chatPolls++;
      return send(input, init).finally(() => seen.chatPollsAnswered++);
    };
  });
  // Every poll is answered "nothing new" at once (204, no body to read): once a poll's fetch has
  // answered, the page is done with it.
  await page.route(
    (url) => url.pathname === "/profil/chat/pesan",
    (route) => route.fulfill({ status: 204 }),
  );
  await page.clock.install();
  await signIn(page, buyer, "/profil/chat");
  type Seen = { chatPolls: number; chatPollsAnswered: number };
  const polls = () => page.evaluate(() => (window as unknown as Seen).chatPolls);
  /** Polls still waiting for their answer: one in flight makes a shown tab wait for it. */
  const inFlight = () =>
    page.evaluate(
      () => (window as unknown as Seen).chatPolls - (window as unknown as Seen).chatPollsAnswered,
    );
  const POLL_MS = 3_000; // 000 §9
  // Time moves on until the hydrated page has polled once.
  await expect
    .poll(async () => {
      await page.clock.runFor(POLL_MS);
      return polls();
    })
    .toBeGreaterThan(0);

  const setVisibility = (state: "hidden" | "visible") =>
    page.evaluate((value) => {
      Object.defineProperty(document, "visibilityState", { value, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, state);
  await setVisibility("hidden");
  const whileHidden = await polls();
  await page.clock.runFor(10 * POLL_MS);
  expect(await polls()).toBe(whileHidden);
  // Shown again (the last poll answered): it asks at once, before its next turn.
  await expect.poll(inFlight).toBe(0);
  await setVisibility("visible");
  expect(await polls()).toBe(whileHidden + 1);
});

test("the poll answers only new messages, privately, and only to a signed-in buyer", async ({
  page,
  request,
  buyer,
}) => {
  await adminSays(request, buyer, "Pesan pertama");
  await signIn(page, buyer, "/profil/chat");
  const first = await page.request.get("/profil/chat/pesan");
  expect(first.headers()["cache-control"]).toBe("private, no-store");
  const all = ((await first.json()) as { lines: { id: number; createdAt: string; text: string }[] }).lines;
  expect(all.map((line) => line.text)).toEqual(["Pesan pertama"]);
  await adminSays(request, buyer, "Pesan kedua");
  const since = await page.request.get(
    `/profil/chat/pesan?${new URLSearchParams({ id: String(all[0].id), date: all[0].createdAt })}`,
  );
  const newer = ((await since.json()) as { lines: { id: number; createdAt: string; text: string }[] }).lines;
  expect(newer.map((line) => line.text)).toEqual(["Pesan kedua"]);
  // Nothing after the newest: an empty 204, still private.
  const quiet = await page.request.get(
    `/profil/chat/pesan?${new URLSearchParams({ id: String(newer[0].id), date: newer[0].createdAt })}`,
  );
  expect(quiet.status()).toBe(204);
  expect(await quiet.body()).toHaveLength(0);
  expect(quiet.headers()["cache-control"]).toBe("private, no-store");

  const anonymous = await request.get("/profil/chat/pesan", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toBe(
    `/login?${new URLSearchParams({ redirectTo: "/profil/chat" })}`,
  );
});

// Without JavaScript (the next load finds out): tests/http/chat.spec.ts.
test(
  "a session the host ended leads to the sign-in page and back to the chat",
  ONCE,
  async ({ page, request, buyer }) => {
    await signIn(page, buyer, "/profil/chat");
    await endHostSessions(request, buyer);
    // The next poll finds out.
    await page.waitForURL((url) => url.pathname === "/login", { timeout: 5_000 });
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/profil/chat");
  },
);
