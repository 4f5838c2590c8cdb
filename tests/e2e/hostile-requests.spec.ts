// Hostile requests (issue 9, items 5 and 7): a post from another site, bodies that no form
// sends, and multipart floods on a plain form get the usual error page, one log line, and no
// memory: bodies are bounded by route, never buffered whole.
import { request as httpRequest } from "node:http";
import { readFileSync } from "node:fs";
import { createBuyer, expect, ONCE, signIn, test } from "./support";
import { startStorefront } from "../support/storefront";

test("a form on another site posting to the shop gets the 403 page, and nothing runs", async ({
  page,
  baseURL,
}) => {
  await page.route("http://evil.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><form method="post" action="${baseURL}/profil/alamat">
        <input name="intent" value="hapus"><input name="id" value="1"><button>Menang hadiah</button></form>`,
    }),
  );
  await page.goto("http://evil.example/");
  const [response] = await Promise.all([
    page.waitForResponse(`${baseURL}/profil/alamat`),
    page.getByRole("button", { name: "Menang hadiah" }).click(),
  ]);
  // Not the sign-in redirect an anonymous post to /profil/alamat would get: the action never ran.
  expect(response.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Akses ditolak" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/at .*\.(js|ts):\d+/);
});

test("bodies no form of the shop sends are refused with the usual page", ONCE, async ({ request }) => {
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
  page,
  request,
}) => {
  await signIn(page, await createBuyer(request));
  const post = (type: string, body: string) =>
    page.request.post("/profil/sunting-profil", { headers: { "Content-Type": type }, data: body });
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
    const response = await post(type, body);
    expect(response.status(), body).toBe(400);
    const html = await response.text();
    expect(html, body).toContain("Permintaan tidak valid");
    expect(html, body).not.toMatch(/at .*\.(js|ts):\d+/);
  }
});

/** Resident memory of a process in MB. */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

/** Sends a multipart body of `size` bytes in 256 kB writes; the status, or the error that ended it. */
function postMultipart(url: string, size: number): Promise<{ status?: number; error?: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const boundary = "fl00d";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="email"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const req = httpRequest(url, {
      method: "POST",
      // A fresh connection each: Node's pooled sockets would carry a post on the connection
      // the server is closing after the previous refusal.
      agent: false,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": size },
    });
    let status: number | undefined;
    req.on("response", (res) => {
      status = res.statusCode;
      res.resume();
      res.on("end", () => resolve({ status, ms: Date.now() - started }));
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ status, error: error.code, ms: Date.now() - started }),
    );
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    let sent = head.length;
    req.write(head);
    const pump = () => {
      while (sent < size && !req.destroyed) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(chunk.subarray(0, n))) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

test(
  "four 50 MB multipart posts at once to /login cost no memory; each refusal is one log line",
  ONCE,
  async ({ baseURL }, testInfo) => {
    test.setTimeout(120_000);
    // Its own process, for its memory and its log (the shared server's host answers its calls).
    const storefront = await startStorefront(`${baseURL}/admin-host/api`);
    try {
      const pid = storefront.pid!;
      // Warm up: the first requests load code and fill caches.
      for (let i = 0; i < 3; i++) await postMultipart(`${storefront.url}/login`, 1024 * 1024);
      const before = rssOf(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
      const started = Date.now();
      const results = await Promise.all(
        [1, 2, 3, 4].map(() => postMultipart(`${storefront.url}/login`, 50 * 1024 * 1024)),
      );
      const elapsed = Date.now() - started;
      clearInterval(sampler);
      const after = rssOf(pid);
      testInfo.annotations.push({
        type: "figures",
        description: `RSS ${before.toFixed(1)} MB before, ${peak.toFixed(1)} MB peak, ${after.toFixed(1)} MB after; ${elapsed} ms`,
      });
      console.log(`4 × 50 MB to /login: ${testInfo.annotations.at(-1)?.description}`);
      // Refused at once (the connection then closes, which may cut the client's sending).
      for (const result of results) {
        expect(result.status === 415 || result.error !== undefined, JSON.stringify(result)).toBe(true);
      }
      expect(peak - before).toBeLessThan(10);

      const cross = await fetch(`${storefront.url}/login`, {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=a&password=b",
      });
      expect(cross.status).toBe(403);
      const json = await fetch(`${storefront.url}/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      expect(json.status).toBe(415);
      // One JSON line per request: 3 warm-ups, 4 floods, the JSON post (415) and the cross-site one (403).
      const requests = (status: number) =>
        storefront
          .output()
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as { method?: string; route?: string; status?: number })
          .filter((entry) => entry.method === "POST" && entry.route === "/login" && entry.status === status)
          .length;
      await expect.poll(() => requests(415)).toBe(3 + 4 + 1);
      expect(requests(403)).toBe(1);
      const log = storefront.output();
      expect(log).not.toMatch(/^\s+at /m); // no stack anywhere
      expect(log).not.toContain("Error");
    } finally {
      await storefront.stop();
    }
  },
);
