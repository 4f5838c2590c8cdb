// The shop's own address comes from PUBLIC_URL, never from the request (issue 9, item 2): a
// forged Host, or X-Forwarded-Host behind a trusted proxy, must not reach the password-reset
// mail, the registration mail or the product page's share link.
import type { APIRequestContext } from "@playwright/test";
import { createBuyer, expect, latestMail, test } from "./kit";
import { HttpForms } from "../e2e/support/http-form";
import { registration } from "../e2e/support/registration";
import { startStorefront } from "../support/storefront";

const FORGED = "evil.example";

type Links = { reset: string; verification: URL; share: string; productId: number };

async function hostJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/admin-host/api/${path}`, { headers: { Accept: "application/json" } });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

/** Asks `storefront` for the three links while sending `headers` with every request. */
async function linksFrom(
  request: APIRequestContext,
  storefront: string,
  headers: Record<string, string>,
): Promise<Links> {
  const forms = new HttpForms(storefront, headers);
  const buyer = await createBuyer(request);
  const forgot = await forms.submit("/lupa-password", { email: buyer.email });
  expect(forgot.status).toBe(200);
  const reset = (await latestMail(request, buyer.email))?.link ?? "";

  const username = `tautan${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const registered = await forms.submit("/register", await registration(request, username));
  expect(registered.status, registered.text.slice(0, 300)).toBe(302);
  const verification = new URL((await latestMail(request, `${username}@example.id`))?.link ?? "http://none/");

  const [product] = (await hostJson<{ data: { id: number }[] }>(request, "product?limit=1")).data;
  const page = await forms.get(`/produk-detail?id_produk=${product.id}`);
  expect(page.status).toBe(200);
  const share = /<input[^>]*aria-label="Link produk"[^>]*>/.exec(page.text)?.[0] ?? "";
  return {
    reset,
    verification,
    share: /\svalue="([^"]*)"/.exec(share)?.[1].replace(/&amp;/g, "&") ?? "",
    productId: product.id,
  };
}

function expectLinksOn(links: Links, origin: string) {
  expect(links.reset.startsWith(`${origin}/reset-password?`), links.reset).toBe(true);
  expect(links.verification.searchParams.get("redirect_url")).toBe(`${origin}/login?terverifikasi=1`);
  expect(links.verification.href).not.toContain(FORGED);
  expect(links.share).toBe(`${origin}/produk-detail?id_produk=${links.productId}`);
}

test("a forged Host header reaches none of the shop's links", async ({ request, baseURL }) => {
  const links = await linksFrom(request, baseURL!, { Host: FORGED, "X-Forwarded-Host": FORGED });
  expectLinksOn(links, baseURL!);
});

test("behind a trusted proxy, X-Forwarded-Host reaches none of them either", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  // A second storefront that trusts one proxy, on the same embedded host (mails land in its outbox).
  const storefront = await startStorefront(`${baseURL}/admin-host/api`, {
    TRUST_PROXY: "1",
    ADMIN_FILES_URL: `${baseURL}/admin-host/files`,
  });
  try {
    const links = await linksFrom(request, storefront.url, {
      "X-Forwarded-Host": FORGED,
      "X-Forwarded-Proto": "https",
    });
    expectLinksOn(links, storefront.url);
  } finally {
    await storefront.stop();
  }
});
