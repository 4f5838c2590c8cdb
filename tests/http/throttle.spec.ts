// Abuse limits of the anonymous forms (issue 9, item 3) over plain HTTP: sign-in by account and by
// client address, password reset and registration by address; 429 with Retry-After and the
// Indonesian message, the form keeps what was typed. The sign-in page's message in the browser:
// tests/e2e/throttle.spec.ts.
import type { APIRequestContext } from "@playwright/test";
import { createBuyer, expect, test, type Buyer } from "./kit";
import { formInputs, HttpForms, type HttpAnswer } from "../e2e/support/http-form";
import { registration } from "../e2e/support/registration";
import { startStorefront } from "../support/storefront";
import { IN_A_ROW, SIGN_IN_BLOCKED } from "../support/throttle";

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

test("fifty wrong passwords: refused from the fifth on with 429 and Retry-After, a rotated X-Forwarded-For does not help", async ({
  request,
  baseURL,
}, testInfo) => {
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
      await forms.post("/login", { ...inputs, email: buyer.username, password: `salah-sekali-${i}` }, forged),
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
});

test("password-reset mails and registrations are limited per address", async ({ request, baseURL }) => {
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
    expectRefused(reset, "Terlalu banyak permintaan atur ulang kata sandi. Coba lagi dalam 60 menit.", 3600);
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
});
