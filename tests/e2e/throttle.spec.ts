// Abuse limits of the anonymous forms (issue 9, item 3): sign-in by account and by client
// address, password reset and registration by address; 429 with Retry-After and the
// Indonesian message, the form keeps what was typed; the Redis store shares one count
// between processes.
import type { APIRequestContext } from "@playwright/test";
import { createBuyer, expect, ONCE, test, type Buyer } from "./support";
import { formInputs, HttpForms, type HttpAnswer } from "./support/http-form";
import { registration } from "./support/registration";
import { startRedis } from "./support/redis";
import { startStorefront } from "../support/storefront";

const SIGN_IN_BLOCKED = "Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.";
/** Wrong passwords in a row (one account, one address) before sign-in is refused. */
const IN_A_ROW = 5;

async function wrongPasswordMessage(request: APIRequestContext, buyer: Buyer): Promise<string> {
  const refusal = await request.post("/admin-host/api/customer/login", {
    form: { email: buyer.email, password: "bukan-sandinya" },
  });
  return ((await refusal.json()) as { message: string }).message;
}

/** The value the page's input `name` was rendered with ("" when none). */
function inputValue(html: string, name: string): string {
  return formInputs(html)[name] ?? "";
}

function expectRefused(answer: HttpAnswer, message: string, maxSeconds: number) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(answer.text).toContain(message);
}

test(
  "fifty wrong passwords: refused from the fifth on with 429 and Retry-After, a rotated X-Forwarded-For does not help",
  ONCE,
  async ({ request, baseURL }, testInfo) => {
    const buyer = await createBuyer(request);
    const wrong = await wrongPasswordMessage(request, buyer);
    const forms = new HttpForms(baseURL!);
    const inputs = formInputs((await forms.get("/login")).text);

    const answers: HttpAnswer[] = [];
    const started = performance.now();
    for (let i = 0; i < 50; i++) {
      // TRUST_PROXY is 0 on this server: the header is the client's to invent, and ignored.
      const forged = { "X-Forwarded-For": `203.0.113.${i + 1}` };
      answers.push(
        await forms.post(
          "/login",
          { ...inputs, email: buyer.username, password: `salah-sekali-${i}` },
          forged,
        ),
      );
    }
    const perAttempt = (performance.now() - started) / 50;

    for (const answer of answers.slice(0, IN_A_ROW - 1)) {
      expect(answer.status).toBe(422); // the host's refusal of the password
      expect(answer.text).toContain(wrong);
    }
    for (const answer of answers.slice(IN_A_ROW - 1)) expectRefused(answer, SIGN_IN_BLOCKED, 15 * 60);
    // The refused form keeps the account name, never the password.
    const last = answers.at(-1)!.text;
    expect(inputValue(last, "email")).toBe(buyer.username);
    expect(inputValue(last, "password")).toBe("");

    // The right password waits too.
    const right = await forms.post("/login", { ...inputs, email: buyer.username, password: buyer.password });
    expectRefused(right, SIGN_IN_BLOCKED, 15 * 60);

    testInfo.annotations.push({
      type: "figures",
      description: `blocked at attempt ${answers.findIndex((a) => a.status === 429) + 1} of 50; ${perAttempt.toFixed(1)} ms per attempt; Retry-After ${answers.at(-1)!.headers["retry-after"]} s`,
    });
    console.log(`[throttle figures] ${testInfo.project.name}: ${testInfo.annotations.at(-1)!.description}`);
  },
);

test("the sign-in page says when to try again and keeps the account name", async ({ page, buyer }) => {
  await page.goto("/login");
  const statuses: number[] = [];
  for (let i = 0; i < IN_A_ROW; i++) {
    await page.getByLabel("Email / Username").fill(buyer.email);
    await page.getByLabel("Kata sandi").fill(`salah-sekali-${i}`);
    const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/login"));
    await page.getByRole("button", { name: "Masuk" }).click();
    const answer = await posted;
    statuses.push(answer.status());
    if (i === IN_A_ROW - 1) expect(Number(await answer.headerValue("retry-after"))).toBeGreaterThan(0);
    await expect(page.getByRole("alert")).toBeVisible();
  }
  expect(statuses).toEqual([422, 422, 422, 422, 429]);
  await expect(page.getByRole("alert")).toHaveText(SIGN_IN_BLOCKED);
  await expect(page.getByLabel("Email / Username")).toHaveValue(buyer.email);
});

test(
  "password-reset mails and registrations are limited per address",
  ONCE,
  async ({ request, baseURL }) => {
    test.setTimeout(90_000);
    // Its own process: these counts are per address, and every test here shares 127.0.0.1.
    const storefront = await startStorefront(`${baseURL}/admin-host/api`, {
      ADMIN_FILES_URL: `${baseURL}/admin-host/files`,
    });
    try {
      const forms = new HttpForms(storefront.url);
      const buyer = await createBuyer(request);
      const resetInputs = formInputs((await forms.get("/lupa-password")).text);
      for (let i = 0; i < 10; i++) {
        const answer = await forms.post("/lupa-password", { ...resetInputs, email: buyer.email });
        expect(answer.status, `reset ${i + 1}`).toBe(200);
      }
      const reset = await forms.post("/lupa-password", { ...resetInputs, email: buyer.email });
      expectRefused(
        reset,
        "Terlalu banyak permintaan atur ulang kata sandi. Coba lagi dalam 60 menit.",
        3600,
      );
      expect(inputValue(reset.text, "email")).toBe(buyer.email);

      // The host refuses a taken username (422) after the first; each still counts.
      const registerInputs = formInputs((await forms.get("/register")).text);
      const fields = {
        ...registerInputs,
        ...(await registration(request, `batas${Date.now()}`)),
      };
      for (let i = 0; i < 10; i++) {
        const answer = await forms.post("/register", fields);
        expect([302, 422], `registration ${i + 1}`).toContain(answer.status);
      }
      const registered = await forms.post("/register", fields);
      expectRefused(registered, "Terlalu banyak percobaan pendaftaran. Coba lagi dalam 60 menit.", 3600);
      expect(inputValue(registered.text, "name")).toBe(fields.name);
      expect(inputValue(registered.text, "password")).toBe("");
    } finally {
      await storefront.stop();
    }
  },
);

test("with REDIS_URL two storefront processes share one count", ONCE, async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const redis = await startRedis();
  const host = { ADMIN_FILES_URL: `${baseURL}/admin-host/files`, REDIS_URL: redis.url };
  const [first, second] = await Promise.all([
    startStorefront(`${baseURL}/admin-host/api`, host),
    startStorefront(`${baseURL}/admin-host/api`, host),
  ]);
  try {
    const buyer = await createBuyer(request);
    const clients = await Promise.all(
      [first, second].map(async (storefront) => {
        const forms = new HttpForms(storefront.url);
        return { forms, inputs: formInputs((await forms.get("/login")).text) };
      }),
    );
    const attempt = (i: number, password: string) => {
      const { forms, inputs } = clients[i % 2];
      return forms.post("/login", { ...inputs, email: buyer.email, password });
    };
    // Alternating, each process alone would have seen 2 or 3 failures: not enough to block.
    for (let i = 0; i < IN_A_ROW - 1; i++) expect((await attempt(i, `salah-sekali-${i}`)).status).toBe(422);
    expectRefused(await attempt(IN_A_ROW - 1, "salah-sekali-terakhir"), SIGN_IN_BLOCKED, 15 * 60);
    expectRefused(await attempt(IN_A_ROW, buyer.password), SIGN_IN_BLOCKED, 15 * 60);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await redis.stop();
  }
});
