// Abuse limits of the anonymous forms (issue 9, item 3) as a buyer meets them on the sign-in page:
// the count by account and address, the Indonesian message, the account name kept. The limits'
// counts over plain HTTP: tests/http/throttle.spec.ts; one count shared through Redis by two
// processes: tests/ops/scale-out.test.ts.
import { expect, test } from "./support";
import { IN_A_ROW, SIGN_IN_BLOCKED } from "../support/throttle";

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
