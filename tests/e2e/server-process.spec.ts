// The production storefront as a process, with the admin host embedded in it (the default
// setup): one bad request must not end it. A separate process on its own data folder, so the
// host's fault switch never touches the shared server other tests use.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chunkedUpload } from "../contract/support/chunked-upload";
import { pngHeader } from "../contract/support/files";
import { expect, operatorKey, test } from "./support";
import { startStorefront } from "./support/storefront";

test.describe.configure({ mode: "serial" });

let dataDir = "";
let storefront: Awaited<ReturnType<typeof startStorefront>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), "storefront-process-"));
  // No ADMIN_API_URL: the host runs inside the storefront under /admin-host.
  storefront = await startStorefront("", { ADMIN_HOST_DATA_DIR: dataDir, OPERATOR_KEY: operatorKey });
});
test.afterAll(async () => {
  await storefront?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const hostApi = () => `${storefront.url}/admin-host/api`;
async function operator(path: string, body: unknown) {
  const res = await fetch(`${hostApi()}/operator/${path}`, {
    method: "POST",
    headers: { "X-Operator-Key": operatorKey, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as { data: Record<string, unknown> };
}

test("the embedded host keeps answering through 20 oversize uploads and another upload call", async () => {
  const buyer = (await operator("customers", {})).data as { id: number; email: string; password: string };
  const login = await fetch(`${hostApi()}/customer/login`, {
    method: "POST",
    body: new URLSearchParams({ email: buyer.email, password: buyer.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const bigImage = (path: string, fields: Record<string, string>) =>
    chunkedUpload({
      url: `${hostApi()}/${path}`,
      headers: { Authorization: `Bearer ${token}` },
      fields,
      field: "image",
      head: pngHeader,
      bytes: 10 * 1024 * 1024,
    });
  for (let round = 0; round < 5; round++) {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        bigImage(`customer/data-customer/update/${buyer.id}`, { _method: "PUT" }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(JSON.parse(answer.body).errors).toEqual({ image: ["Ukuran format Gambar anda lebih dari 2mb"] });
    }
    expect((await fetch(`${storefront.url}/`)).status).toBe(200);
  }
  const proof = await bigImage("transaction/payment/proof-of-payment", { transaction_id: "1" });
  expect(proof.status).toBe(422);
  expect((await fetch(`${storefront.url}/produk`)).status).toBe(200);
  expect(storefront.output()).not.toContain("ERR_STREAM_DESTROYED");
});

test("a request whose promise rejects unhandled gets 500 and one log line; the shop keeps serving", async () => {
  await operator("faults", { mode: "unhandled", path_prefix: "/percobaan" });
  const before = storefront.output().length;
  const failed = await fetch(`${hostApi()}/percobaan`);
  expect(failed.status).toBe(500);
  expect(failed.headers.get("connection")).toBe("close");
  expect(await failed.text()).toBe("Maaf, terjadi kesalahan pada sistem. Silakan coba lagi.");
  expect((await fetch(`${storefront.url}/`)).status).toBe(200);
  const logged = storefront
    .output()
    .slice(before)
    .split("\n")
    .filter((line) => !/^(GET|POST) \//.test(line) && line.trim() !== "");
  expect(logged).toEqual([
    "unhandled rejection in GET /admin-host/api/percobaan: Error: fault: unhandled rejection",
  ]);
  await operator("faults", { mode: "none" });
});

test("sign-out still signs the buyer out when the host fails to revoke the token", async ({ page }) => {
  const buyer = (await operator("customers", {})).data as { username: string; password: string };
  await page.goto(`${storefront.url}/login?redirectTo=%2Fprofil%2Fberanda`);
  await page.locator('input[name="email"]').fill(buyer.username);
  await page.locator('input[name="password"]').fill(buyer.password);
  await page.locator('form:has(input[name="password"]) [type="submit"]').click();
  await expect(page).toHaveURL(/\/profil\/beranda$/);

  await operator("faults", { mode: "error500", path_prefix: "/customer/logout" });
  try {
    await page.getByRole("navigation", { name: "Menu akun" }).getByRole("link", { name: "Keluar" }).click();
    await page.getByRole("button", { name: "Ya, keluar" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(`${storefront.url}/`);
    await expect(page.locator(".account-links").getByRole("button", { name: "Masuk" })).toBeVisible();
    await page.goto(`${storefront.url}/profil/beranda`);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofil%2Fberanda$/);
  } finally {
    await operator("faults", { mode: "none" });
  }
});
