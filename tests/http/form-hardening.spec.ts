// Smaller holes of issue 9 (item 8): a form sent without its honeypot fields is a bot's, and a
// redirect that sets a cookie (sign-in, sign-out) must not be kept by a shared cache.
import { expect, test } from "./kit";
import { formInputs, HttpForms } from "../e2e/support/http-form";

test("a form sent without its honeypot fields is refused on the three public forms", async ({
  baseURL,
  buyer,
}) => {
  const forms = new HttpForms(baseURL!);
  const values: Record<string, Record<string, string>> = {
    "/login": { email: buyer.username, password: buyer.password },
    "/lupa-password": { email: buyer.email },
    "/register": { username: `tanpa${Date.now()}`, email: `tanpa${Date.now()}@example.id` },
  };
  for (const [path, typed] of Object.entries(values)) {
    const {
      name__confirm: _name,
      from__confirm: _from,
      ...inputs
    } = formInputs((await forms.get(path)).text);
    const answer = await forms.post(path, { ...inputs, ...typed });
    expect(answer.status, path).toBe(400);
    expect(answer.text, path).toContain("Permintaan ditolak.");
  }
});

test("redirects that set a cookie are sent private, no-store", async ({ baseURL, buyer }) => {
  const forms = new HttpForms(baseURL!);
  const login = formInputs((await forms.get("/login")).text);

  // Sign-in without JavaScript: a 302 carrying the new session.
  const signedIn = await forms.post("/login", { ...login, email: buyer.username, password: buyer.password });
  expect(signedIn.status).toBe(302);
  expect(signedIn.headers["set-cookie"]?.length).toBeGreaterThan(0);
  expect(signedIn.headers["cache-control"]).toBe("private, no-store");

  // Sign-out: the session cookie is cleared by a redirect too.
  const page = await forms.get("/profil/beranda");
  expect(page.status).toBe(200);
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? "";
  const signedOut = await forms.post("/logout", { csrf });
  expect(signedOut.status).toBe(302);
  expect(signedOut.headers["set-cookie"]?.length).toBeGreaterThan(0);
  expect(signedOut.headers["cache-control"]).toBe("private, no-store");

  // The same sign-in as the browser's script sends it (a data request).
  const again = new HttpForms(baseURL!);
  const fields = formInputs((await again.get("/login")).text);
  const data = await again.post("/login.data", {
    ...fields,
    email: buyer.username,
    password: buyer.password,
  });
  expect(data.headers["set-cookie"]?.length).toBeGreaterThan(0);
  expect(data.headers["cache-control"]).toBe("private, no-store");
});
