// The buyer's side of an order's negotiation and budget data (001 §2 Negosiasi, §5), with the
// operator API playing the administrator. Every test has its own buyer and orders. Without
// JavaScript these journeys are HTTP conversations (tests/http/negotiation.spec.ts).
import type { Page } from "@playwright/test";
import { createBuyer, expect, ONCE, operator, signIn, test } from "./support";
import {
  adminCounter,
  hostOrder,
  hostToken,
  offeredOrder,
  placeOrder,
  ORDER_PRODUCTS,
} from "./support/orders";
import { detail, EMPTY, NEGO_SUCCESS, negotiation, SPK } from "../support/negotiation";

test.use({ buyerWithAddress: true });

/** A form's route under its tab (its code loads when it opens, not with the tab). */
const formRoute = (tab: "" | "/negosiasi", form: "anggaran" | "ongkir") =>
  new RegExp(`/profil/detailtransaksi${tab}/${form}\\?id_transaksi=\\d+(#\\w+)?$`);

async function fillSpk(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

/** The next POST's answer (the form's, a document or a data request). */
const nextPost = (page: Page) => page.waitForResponse((response) => response.request().method() === "POST");

/** A form's route opened by its address: its dialog, drawn open in the page by the server. */
async function formOpened(page: Page, id: "spk" | "ongkir") {
  await expect(page.locator(`dialog[open] #${id}`)).toBeVisible();
}

/** Closes a refusal dialog with Oke. */
async function oke(page: Page) {
  await page.getByRole("button", { name: "Oke" }).click();
  await expect(page.getByRole("button", { name: "Oke" })).toBeHidden();
}

test(
  "counter-offer: empty refused, a new batch, the administrator counters, the buyer approves with the SPK",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostToken(request, buyer);
    const { id, lines } = await offeredOrder(request, host, {
      products: ORDER_PRODUCTS,
      adminShipping: 20_000,
    });
    await signIn(page, buyer, negotiation(id));

    await expect(page.getByTestId("batch-1")).toContainText("Batch 1");
    await expect(page.getByTestId("batch-1")).toContainText("Tidak ada catatan");
    const batch2 = page.getByTestId("batch-2");
    await expect(batch2).toContainText("Penawaran Administrator");
    await expect(batch2).toContainText("Rp. 15.000");
    await expect(batch2).toContainText("Ongkos Kirim");
    await expect(batch2).toContainText("Harga terbaik dari kami");

    // 001 §5: nothing new is refused (400) with the errorkosong modal; nothing is sent.
    const empty = nextPost(page);
    await page.getByRole("button", { name: "Lanjutkan Negosiasi" }).click();
    expect((await empty).status()).toBe(400);
    await expect(page.locator('[data-modal="errorkosong"]')).toHaveText(EMPTY);
    await oke(page);
    expect((await hostOrder(request, id)).negotiations).toHaveLength(2);

    await page.getByLabel(lines[0].name_product, { exact: true }).fill("12000");
    await page.getByLabel("Ongkos Kirim", { exact: true }).fill("18000");
    await page.getByLabel("Catatan", { exact: true }).fill("Mohon dipertimbangkan");
    await page.getByRole("button", { name: "Lanjutkan Negosiasi" }).click();
    await expect(page.locator('[data-modal="ajukannego"]')).toHaveText(NEGO_SUCCESS);
    const batch3 = page.getByTestId("batch-3");
    await expect(batch3).toContainText("Penawaran Anda");
    await expect(batch3).toContainText("Rp. 12.000");
    await expect(batch3).toContainText("Rp. 18.000");
    await expect(batch3).toContainText("Mohon dipertimbangkan");
    await page.getByRole("button", { name: "Oke" }).click();
    await expect(page.locator('[data-modal="ajukannego"]')).toBeHidden();
    // The buyer spoke last: no form until the administrator answers.
    await expect(page.getByRole("button", { name: "Lanjutkan Negosiasi" })).toHaveCount(0);
    await expect(page.getByRole("note")).toContainText("Mohon menunggu tanggapan administrator");

    const host3 = await hostOrder(request, id);
    expect(host3.negotiations.at(-1)).toMatchObject({
      nego_step: 3,
      is_admin: 0,
      shipping_cost_negotiation: { old_price: 20_000, new_price: 18_000 },
    });
    expect(host3.negotiations.at(-1)?.product_negotiation).toEqual([
      expect.objectContaining({ transaction_detail_id: lines[0].id, new_price: 12_000 }),
    ]);

    await adminCounter(request, id, {
      prices: [{ transaction_detail_id: lines[0].id, new_price: 13_000 }],
      notes: "Tawaran terakhir",
    });
    await page.goto(negotiation(id));
    await expect(page.getByTestId("batch-4")).toContainText("Tawaran terakhir");

    await page.getByRole("button", { name: "Setujui Negosiasi" }).click();
    await expect(page).toHaveURL(formRoute("/negosiasi", "anggaran"));
    await fillSpk(page, SPK);
    await page.getByLabel("Nama PPK").fill("Ni Luh Putu Sari");
    await page.getByLabel("NIP PPK").fill("198702152011012003");
    await page.getByLabel("Nama Bendahara Umum").fill("I Gede Arsana");
    await page.getByLabel("NIP Bendahara Umum").fill("198011202005011004");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.locator('[data-modal="confirmnego"]')).toHaveText("Data anda telah berhasil disimpan");
    const approved = await hostOrder(request, id);
    expect(approved.data.status).toBe("confirm");
    expect(approved.data.data.spk).toMatchObject({
      tipe_pemerintah: "ppk",
      tipe_bendahara: "bendahara umum",
      pagu_anggaran: 900_000_000,
    });
    await page.getByRole("button", { name: "Oke" }).click();
    await expect(page.getByRole("button", { name: "Setujui Negosiasi" })).toHaveCount(0);
  },
);

test(
  "SPK on a confirmed order: role change clears names, the host's 400, the pagu guard, success",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostToken(request, buyer);
    const id = await placeOrder(request, host);
    const total = (await hostOrder(request, id)).data.data.grand_total;
    await signIn(page, buyer, detail(id));

    const confirm = page.locator("#konfirmasi");
    await expect(confirm).toContainText("Ringkasan Belanja");
    await confirm.getByRole("button", { name: "Konfirmasi Transaksi" }).click();
    await expect(page).toHaveURL(formRoute("", "anggaran"));

    // An empty form (sent with Enter, which saves): the errorkosong
    // modal and every required message, under 400.
    const empty = nextPost(page);
    await page.getByLabel("Nama Satuan Kerja").press("Enter");
    expect((await empty).status()).toBe(400);
    await expect(page.locator('[data-modal="errorkosong"]')).toHaveText(EMPTY);
    await oke(page);
    await expect(page.getByText("Nama Satuan Kerja Wajib Diisi")).toBeVisible();
    await expect(page.getByText("Pagu Anggaran Wajib Diisi")).toBeVisible();

    await fillSpk(page, { ...SPK, "Pagu Anggaran": String(total - 1) });
    await expect(page.getByTestId("pagu-warning")).toHaveText("Total pesanan melebihi pagu anggaran");
    await page.getByLabel("Nama PPK").fill("Ni Luh Putu Sari");
    await page.getByLabel("NIP PPK").fill("198702152011012003");
    await page.getByLabel("Nama Bendahara Umum").fill("I Gede Arsana");
    await page.getByLabel("NIP Bendahara Umum").fill("198011202005011004");

    // Changing the official's role clears that official's name and NIP, nothing else.
    const officials = page.getByRole("group", { name: "Pejabat Pemerintah" });
    await officials.getByLabel("Jabatan").selectOption("pengguna_anggaran");
    await expect(page.getByLabel("Nama Pengguna Anggaran")).toHaveValue("");
    await expect(page.getByLabel("NIP Pengguna Anggaran")).toHaveValue("");
    await expect(page.getByLabel("Nama Bendahara Umum")).toHaveValue("I Gede Arsana");
    await expect(page.getByLabel("Nama Satuan Kerja")).toHaveValue("Bagian Umum");
    await expect(page.getByLabel("Pagu Anggaran")).toHaveValue(String(total - 1));
    // Numeric-only entry: with JavaScript letters never reach the field.
    await page.getByLabel("NIP Pengguna Anggaran").pressSequentially("19a87");
    await expect(page.getByLabel("NIP Pengguna Anggaran")).toHaveValue("1987");
    await page.getByLabel("NIP Pengguna Anggaran").fill("");

    // The official is missing: the host's 400 reads 'Mohon Lengkapi data anda terlebih dahulu' (a
    // host refusal: 422).
    const refused = nextPost(page);
    await page.getByRole("button", { name: "Simpan" }).click();
    expect((await refused).status()).toBe(422);
    const refusal = page.getByRole("dialog", { name: "Ooppsss" });
    await expect(refusal.locator('[data-modal="errorconfirmnego"]')).toHaveText(
      "Mohon Lengkapi data anda terlebih dahulu",
    );
    await oke(page);
    // Nothing typed is lost, and the pagu guard shows after the post too.
    await expect(page.getByLabel("Kode Rekening Anggaran")).toHaveValue("5102010100");
    await expect(page.getByLabel("Nama Bendahara Umum")).toHaveValue("I Gede Arsana");
    await expect(page.getByTestId("pagu-warning")).toHaveText("Total pesanan melebihi pagu anggaran");
    expect((await hostOrder(request, id)).data.status).toBe("confirmed");

    // The warning does not block: the buyer may know better.
    await page.getByLabel("Nama Pengguna Anggaran").fill("Made Wirawan");
    await page.getByLabel("NIP Pengguna Anggaran").fill("197905122003121002");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.locator('[data-modal="confirmnego"]')).toHaveText("Data anda telah berhasil disimpan");
    const stored = await hostOrder(request, id);
    expect(stored.data.status).toBe("document");
    expect(stored.data.data.spk).toMatchObject({
      tipe_pemerintah: "pengguna angaran",
      nama_pemerintah: "Made Wirawan",
      pagu_anggaran: total - 1,
    });
    await page.getByRole("button", { name: "Oke" }).click();
    await expect(page.locator("#konfirmasi")).toHaveCount(0);
  },
);

test(
  "shipping-cost proposal: a buyer round with only the shipping price",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostToken(request, buyer);
    const { id } = await offeredOrder(request, host);
    await signIn(page, buyer, detail(id));
    await page.getByRole("button", { name: "Ajukan Harga Ongkir" }).click();
    await expect(page).toHaveURL(formRoute("", "ongkir"));
    const proposal = page.locator("#ongkir");
    await expect(proposal).toContainText("Pengajuan Harga Ongkir");
    await expect(proposal).toContainText("Rp.");
    await proposal.getByRole("button", { name: "Ajukan" }).click();
    await expect(page.locator('[data-modal="errorkosong"]')).toHaveText(EMPTY);
    await oke(page);
    await page.getByLabel("Harga yang diajukan").fill("9000");
    // While the round is sent: the busy overlay and a disabled button (the answer is held back).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/profil\/detailtransaksi/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Ajukan", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Mohon tunggu, data sedang diproses" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Ajukan", exact: true })).toBeDisabled();
    release();
    await expect(page.locator('[data-modal="ajukannego"]')).toHaveText(NEGO_SUCCESS);
    await expect(page).toHaveURL(/\/detailtransaksi\/negosiasi\?/);
    const batch3 = page.getByTestId("batch-3");
    await expect(batch3).toContainText("Ongkos Kirim");
    await expect(batch3).toContainText("Rp. 9.000");
    const round = (await hostOrder(request, id)).negotiations.at(-1);
    expect(round).toMatchObject({ is_admin: 0, product_negotiation: [] });
    expect(round?.shipping_cost_negotiation?.new_price).toBe(9000);
  },
);

test(
  "double submits: two counter-offers at once make one round, two SPKs one SPK, both answered as success; another buyer's order is a 404",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostToken(request, buyer);
    const { id, lines } = await offeredOrder(request, host);
    await signIn(page, buyer, negotiation(id));
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const counter = () =>
      page.request.post(negotiation(id), {
        form: {
          csrf,
          intent: "nego",
          nego_step: "2",
          transaction_detail_id: String(lines[0].id),
          new_price: "11000",
          notes: "",
        },
        maxRedirects: 0,
      });
    const answers = await Promise.all([counter(), counter()]);
    for (const answer of answers) {
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toContain("modal=ajukannego");
    }
    expect((await hostOrder(request, id)).negotiations.map((round) => round.is_admin)).toEqual([0, 1, 0]);

    // Another buyer's order: the same form answers the not-found page and changes nothing.
    const other = await hostToken(request, await createBuyer(request, true));
    const theirs = await offeredOrder(request, other);
    const foreign = await page.request.post(negotiation(theirs.id), {
      form: {
        csrf,
        intent: "nego",
        nego_step: "2",
        transaction_detail_id: String(theirs.lines[0].id),
        new_price: "11000",
        notes: "",
      },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(404);
    expect((await hostOrder(request, theirs.id)).negotiations).toHaveLength(2);

    const confirmed = await placeOrder(request, host);
    const spk = () =>
      page.request.post(`/profil/detailtransaksi/anggaran?id_transaksi=${confirmed}`, {
        form: {
          csrf,
          intent: "spk",
          satuan_kerja: "Bagian Umum",
          lembaga: "Pemerintah Provinsi Bali",
          paket_kerja: "Pengadaan ATK 2026",
          tahun_anggaran: "2026",
          sumber_dana: "APBD",
          kode_rekening: "5102010100",
          pagu_anggaran: "900000000",
          tipe_pemerintah: "ppk",
          nama_pemerintah: "Ni Luh Putu Sari",
          nip_pemerintah: "198702152011012003",
          tipe_bendahara: "bendahara_umum",
          nama_bendahara: "I Gede Arsana",
          nip_bendahara: "198011202005011004",
        },
        maxRedirects: 0,
      });
    const stored = await Promise.all([spk(), spk()]);
    for (const answer of stored) {
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toContain("modal=confirmnego");
    }
    expect((await hostOrder(request, confirmed)).data.status).toBe("document");

    await page.goto(detail(confirmed));
    await expect(page.locator("#konfirmasi")).toHaveCount(0);
  },
);

test(
  "the host's word reaches the buyer: SPK of an order cancelled meanwhile, typed values kept",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostToken(request, buyer);
    const id = await placeOrder(request, host);
    // The form's old address (`?modal=spk`) leads to its route.
    await signIn(page, buyer, `${detail(id)}&modal=spk`);
    await expect(page).toHaveURL(formRoute("", "anggaran"));
    await formOpened(page, "spk");
    await fillSpk(page, SPK);
    await page.getByLabel("Nama PPK").fill("Ni Luh Putu Sari");
    await page.getByLabel("NIP PPK").fill("198702152011012003");
    await page.getByLabel("Nama Bendahara Umum").fill("I Gede Arsana");
    await page.getByLabel("NIP Bendahara Umum").fill("198011202005011004");
    await operator(request, "POST", `orders/${id}/status`, { status: "cancel" });

    const answer = nextPost(page);
    await page.getByRole("button", { name: "Simpan" }).click();
    expect((await answer).status()).toBe(422);
    const refusal = page.getByRole("dialog", { name: "Ooppsss" });
    await expect(refusal.locator('[data-modal="errorconfirmnego"]')).toHaveText(
      "Transaksi tidak dapat dikonfirmasi",
    );
    await oke(page);
    await expect(page.getByLabel("Kode Rekening Anggaran")).toHaveValue("5102010100");
    await expect(page.getByLabel("Nama Bendahara Umum")).toHaveValue("I Gede Arsana");
    expect((await hostOrder(request, id)).data.status).toBe("cancel");
  },
);

test(
  "the host's word reaches the buyer: a counter-offer and a shipping proposal refused, typed values kept",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostToken(request, buyer);
    const { id, lines } = await offeredOrder(request, host);
    await signIn(page, buyer, negotiation(id));
    await page.getByLabel(lines[0].name_product, { exact: true }).fill("12000");
    await page.getByLabel("Catatan", { exact: true }).fill("Mohon dipertimbangkan");
    await operator(request, "POST", `orders/${id}/status`, { status: "cancel" });
    let answer = nextPost(page);
    await page.getByRole("button", { name: "Lanjutkan Negosiasi" }).click();
    expect((await answer).status()).toBe(422);
    await expect(page.locator('[data-modal="errorajukannego"]')).toHaveText("Negosiasi tidak dapat diajukan");
    await oke(page);
    await expect(page.getByLabel(lines[0].name_product, { exact: true })).toHaveValue(/12[.]?000/);
    await expect(page.getByLabel("Catatan", { exact: true })).toHaveValue("Mohon dipertimbangkan");
    expect((await hostOrder(request, id)).negotiations).toHaveLength(2);

    // The shipping-cost proposal, from Detail Pesanan, on another order cancelled meanwhile.
    const other = await offeredOrder(request, host);
    await page.goto(`/profil/detailtransaksi/ongkir?id_transaksi=${other.id}`);
    await formOpened(page, "ongkir");
    await page.getByLabel("Harga yang diajukan").fill("9000");
    await operator(request, "POST", `orders/${other.id}/status`, { status: "cancel" });
    answer = nextPost(page);
    await page.getByRole("button", { name: "Ajukan", exact: true }).click();
    expect((await answer).status()).toBe(422);
    await expect(page.locator('[data-modal="errorajukannego"]')).toHaveText("Negosiasi tidak dapat diajukan");
    await oke(page);
    await expect(page.getByLabel("Harga yang diajukan")).toHaveValue(/9[.]?000/);
    expect((await hostOrder(request, other.id)).negotiations).toHaveLength(2);
  },
);
