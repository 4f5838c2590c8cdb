// Nothing lost on failure in the account area: while the host answers a form's post with its
// 429, the profile, the chat, a counter-offer, a payment proof and an address delete come back
// as typed with the busy message in the form's own error place (503, the host's Retry-After);
// once it answers again the same form goes through. With JavaScript; without it (only the posts
// fail, the file asked for again): tests/http/account-busy.spec.ts. The faults are the worker's
// shop's, healed after every test.
import type { APIRequestContext, Page, Response } from "@playwright/test";
import { addressIds } from "./cart.helpers";
import { expect, ONCE, setHostFault, signIn, test } from "./support";
import { ORDER_PRODUCTS, hostOrder, hostToken, offeredOrder } from "./support/orders";
import { bpdAwaitingProof, paymentOf, PNG_1PX } from "./support/payments";
import { ACCOUNT_BUSY as BUSY, FILES_AGAIN, RETRY_AFTER } from "../support/host-busy";

test.use({ buyerWithAddress: true });

/** Clicks `button` and answers the form post's response (a Remix data request or the upload script's). */
async function post(page: Page, click: () => Promise<void>): Promise<Response> {
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await click();
  return answer;
}

/** Makes the host answer 429: the page keeps its data after a busy post, so the whole host fails. */
const busyHost = (request: APIRequestContext) => setHostFault(request, "error429");

async function expectBusy(answer: Response) {
  expect(answer.status()).toBe(503);
  expect(await answer.headerValue("retry-after")).toBe(RETRY_AFTER);
}

test(
  "profile and password: the busy message in their dialogs, the typed profile kept, then saved",
  ONCE,
  async ({ page, request, buyer }) => {
    await signIn(page, buyer, "/profil/sunting-profil");
    const form = page.locator("form.profile-form");
    await page.getByLabel("Nama PPK", { exact: true }).fill("Komang Sibuk");
    await page.getByLabel("Nomor Telepon", { exact: true }).fill("081299887766");

    await busyHost(request);
    await expectBusy(await post(page, () => form.getByRole("button", { name: "Simpan" }).click()));
    const refused = page.getByRole("dialog", { name: "Ooops" });
    // No photo was sent: nothing to choose again.
    await expect(refused).toContainText(BUSY);
    await expect(refused).not.toContainText(FILES_AGAIN);
    await refused.getByRole("button", { name: "OK" }).click();
    await expect(page.getByLabel("Nama PPK", { exact: true })).toHaveValue("Komang Sibuk");
    await expect(page.getByLabel("Nomor Telepon", { exact: true })).toHaveValue("081299887766");

    // The password change: its own dialog says so; the passwords stay in the browser's own fields.
    await setHostFault(request, "none");
    await page.goto("/profil/sunting-profil?modal=sandi");
    const passwords = page.getByRole("dialog", { name: "Ubah Kata Sandi" });
    const password = passwords.getByLabel("Kata Sandi Baru", { exact: true });
    await password.fill("SandiBaru#2026");
    await passwords.getByLabel("Konfirmasi Kata Sandi Baru", { exact: true }).fill("SandiBaru#2026");
    await busyHost(request);
    await expectBusy(await post(page, () => passwords.getByRole("button", { name: "Simpan" }).click()));
    await expect(passwords.getByRole("alert")).toHaveText(BUSY);
    await expect(password).toHaveValue("SandiBaru#2026");

    await setHostFault(request, "none");
    await page.goto("/profil/sunting-profil");
    await page.getByLabel("Nama PPK", { exact: true }).fill("Komang Sibuk");
    await form.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByRole("dialog", { name: "Selamat" })).toBeVisible();
    await expect(page.getByLabel("Nama PPK", { exact: true })).toHaveValue("Komang Sibuk");
  },
);

test(
  "chat: the busy message under the box, the text kept, then sent",
  ONCE,
  async ({ page, request, buyer }) => {
    await signIn(page, buyer, "/profil/chat");
    const box = page.getByLabel("Pesan", { exact: true });
    const text = `Mohon info stok kertas ${buyer.username}`;
    await box.fill(text);

    await busyHost(request);
    await expectBusy(await post(page, () => page.getByRole("button", { name: "Kirim" }).click()));
    await expect(page.getByText(BUSY)).toBeVisible();
    await expect(box).toHaveValue(text);
    await expect(page.getByRole("log", { name: "Percakapan dengan Admin" })).not.toContainText(text);

    await setHostFault(request, "none");
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByRole("log", { name: "Percakapan dengan Admin" })).toContainText(text);
    await expect(box).toHaveValue("");
    await expect(page.getByText(BUSY)).toHaveCount(0);
  },
);

test(
  "counter-offer: the busy message in its dialog, prices and notes kept, then sent",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostToken(request, buyer);
    const { id, lines } = await offeredOrder(request, host, {
      products: ORDER_PRODUCTS,
      adminShipping: 20_000,
    });
    await signIn(page, buyer, `/profil/detailtransaksi/negosiasi?id_transaksi=${id}`);
    const price = page.getByLabel(lines[0].name_product, { exact: true });
    const other = page.getByLabel(lines[1].name_product, { exact: true });
    const shipping = page.getByLabel("Ongkos Kirim", { exact: true });
    const notes = page.getByLabel("Catatan", { exact: true });
    await price.fill("12000");
    await other.fill("9000");
    await shipping.fill("18000");
    await notes.fill("Mohon dipertimbangkan");

    await busyHost(request);
    const send = () => page.getByRole("button", { name: "Lanjutkan Negosiasi" }).click();
    await expectBusy(await post(page, send));
    await expect(page.locator('[data-modal="errorajukannego"]')).toHaveText(BUSY);
    await page.getByRole("button", { name: "Oke" }).click();
    await expect(page.locator('[data-modal="errorajukannego"]')).toBeHidden();
    await expect(price).toHaveValue(/^12[.,]?000$/);
    await expect(other).toHaveValue(/^9[.,]?000$/);
    await expect(shipping).toHaveValue(/^18[.,]?000$/);
    await expect(notes).toHaveValue("Mohon dipertimbangkan");
    expect((await hostOrder(request, id)).negotiations).toHaveLength(2);

    await setHostFault(request, "none");
    await send();
    await expect(page.locator('[data-modal="ajukannego"]')).toBeVisible();
    const round = (await hostOrder(request, id)).negotiations.at(-1);
    expect(round).toMatchObject({ nego_step: 3, is_admin: 0 });
  },
);

test(
  "payment proof: the busy message in its dialog, the fields kept (the file too with JavaScript), then sent",
  ONCE,
  async ({ page, request, buyer }) => {
    const { host, order } = await bpdAwaitingProof(request, buyer);
    await signIn(page, buyer, `/example/bpd-payment?id_transaksi=${order.id}&modal=bukti`);
    const file = page.getByLabel("Bukti Pembayaran", { exact: true });
    await page.getByLabel("Atas Nama").fill("Bagian Umum Setda");
    await page.getByLabel("No Rekening").fill("0011223344");
    await page.getByLabel("Nama Bank").fill("BPD Bali");
    await file.setInputFiles({ name: "bukti.png", mimeType: "image/png", buffer: PNG_1PX });

    await busyHost(request);
    const send = () => page.getByRole("button", { name: "Kirim" }).click();
    await expectBusy(await post(page, send));
    const refused = page.locator('[data-modal="errorbukti"]');
    // The page kept the file input's choice: the buyer is not asked for it again.
    await expect(refused).toHaveText(BUSY);
    await page.getByRole("button", { name: "Oke" }).click();
    await expect(refused).toBeHidden();
    await expect(page.getByLabel("Atas Nama")).toHaveValue("Bagian Umum Setda");
    await expect(page.getByLabel("No Rekening")).toHaveValue("0011223344");
    await expect(page.getByLabel("Nama Bank")).toHaveValue("BPD Bali");
    await expect(file).toHaveValue(/bukti\.png$/);

    await setHostFault(request, "none");
    expect((await paymentOf(request, host, order.id)).status).toBe("pending");
    await send();
    await expect(page.getByText("Selamat File Anda telah dikirim")).toBeVisible();
    expect((await paymentOf(request, host, order.id)).status).toBe("reviewed");
  },
);

test(
  "address delete: the busy message in its dialog, the address kept, then deleted",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostToken(request, buyer);
    await signIn(page, buyer, "/profil/alamat");
    await page.getByRole("link", { name: "Hapus" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Hapus Alamat" });
    await expect(dialog).toBeVisible();

    await busyHost(request);
    await expectBusy(await post(page, () => dialog.getByRole("button", { name: "Hapus" }).click()));
    await expect(dialog.getByRole("alert")).toHaveText(BUSY);

    await setHostFault(request, "none");
    expect(await addressIds(request, host)).toHaveLength(1);
    await dialog.getByRole("button", { name: "Hapus" }).click();
    await expect(dialog).toBeHidden();
    expect(await addressIds(request, host)).toHaveLength(0);
  },
);
