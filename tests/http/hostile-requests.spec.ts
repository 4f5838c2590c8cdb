// Hostile requests (issue 9, items 5 and 7): bodies that no form of the shop sends get the usual
// error page and never a stack trace. A form on another site, in the browser:
// tests/e2e/hostile-requests.spec.ts.
import { expect, signIn, test } from "./kit";

test("bodies no form of the shop sends are refused with the usual page", async ({ request }) => {
  const cases = [
    { type: "application/json", body: '{"email":"demo","password":"demo12345"}', status: 415 },
    { type: "text/plain", body: "email=demo\npassword=demo12345", status: 415 },
    { type: "multipart/form-data; boundary=x", body: "--x\r\nbroken", status: 415 },
    { type: "multipart/form-data", body: "no boundary", status: 415 },
  ];
  for (const { type, body, status } of cases) {
    const response = await request.post("/login", { headers: { "Content-Type": type }, data: body });
    expect(response.status(), type).toBe(status);
    const html = await response.text();
    expect(html, type).toContain("Jenis data tidak didukung");
    expect(html, type).not.toMatch(/at .*\.(js|ts):\d+/);
  }
  const large = await request.post("/login", { form: { email: "x".repeat(70_000), password: "x" } });
  expect(large.status()).toBe(413);
});

test("an upload route refuses broken multipart and files it does not take with the 400 page", async ({
  visitor,
  buyer,
}) => {
  await signIn(visitor, buyer);
  const cases = [
    // Cut off before the closing boundary.
    {
      type: "multipart/form-data; boundary=x",
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
    },
    { type: "multipart/form-data", body: "no boundary" },
    {
      type: "multipart/form-data; boundary=x",
      body: '--x\r\nContent-Disposition: form-data; name="lain"; filename="a.png"\r\n\r\nPNG\r\n--x--\r\n',
    },
  ];
  for (const { type, body } of cases) {
    const response = await visitor.fetch("/profil/sunting-profil", {
      method: "POST",
      headers: { "Content-Type": type },
      body,
    });
    expect(response.status, body).toBe(400);
    const html = await response.text();
    expect(html, body).toContain("Permintaan tidak valid");
    expect(html, body).not.toMatch(/at .*\.(js|ts):\d+/);
  }
});
