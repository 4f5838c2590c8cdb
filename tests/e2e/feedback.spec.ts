// Reviews and complaints (001 §2 Ulasan and Komplain tabs, /profil/ulasan, /profil/addulasan,
// /profil/komplain, /profil/addkomplain, /profil/detailkomplain), with the operator API playing
// the administrator who answers. Every test has its own buyer and paid orders.
import type { Locator, Page } from "@playwright/test";
import { createBuyer, expect, ONCE, signIn, test } from "./support";
import {
  answerComplaint,
  answerReview,
  hostComplaints,
  hostFeedback,
  hostReviews,
  paidOrder,
  paidOrderWithMedia,
  type UploadFile,
} from "./support/feedback";
import { hostCall, hostToken, ORDER_PRODUCTS } from "./support/orders";
import { documentOrder } from "./support/payments";
import { FEEDBACK_TEXT as TEXT, feedbackForm as tabForm, feedbackTab as tab } from "../support/feedback";

test.use({ buyerWithAddress: true });
// Journeys of several forms, files and pages each (the longest took 50 s on a slow 2-core
// machine beside another worker); two cores are shared with other runs.
test.describe.configure({ timeout: 90_000 });

/** Neither an image nor a video: refused by its name in the browser, by its content on the server. */
const notAnImage: UploadFile = {
  name: "catatan.txt",
  mimeType: "text/plain",
  buffer: Buffer.from("bukan gambar"),
};

const form = (page: Page) => page.locator("form.feedback-form");

/** The next POST's answer (a form's, sent by the page or by the upload script). */
const nextPost = (page: Page) => page.waitForResponse((response) => response.request().method() === "POST");

/** Review media: with JS each slot opens with "Tambah Media" once the previous one has a file. */
async function addMedia(page: Page, files: (UploadFile | string)[], from = 1) {
  for (const [index, file] of files.entries()) {
    await form(page).getByRole("button", { name: "Tambah Media" }).click();
    await form(page)
      .locator(`input[name="media${from + index}"]`)
      .setInputFiles(file);
  }
}

/**
 * Closes a message dialog natively ("Oke" on the server's answers, "OK" on the browser's file
 * check); with JS it may open inside the form's own dialog, so the message's nearest one.
 */
async function closeDialog(page: Page, text: string) {
  const message = page.locator("dialog[open] [role='alert']", { hasText: text });
  await expect(message).toBeVisible();
  await message
    .locator("xpath=ancestor::dialog[1]")
    .getByRole("button", { name: /^(Oke|OK)$/ })
    .click();
  await expect(message).toBeHidden();
}

/** A success dialog: its Oke is a link to the page without the dialog's URL state. */
async function confirmSuccess(page: Page, text: string, timeout?: number) {
  const dialog = page.locator("dialog[open]").filter({ hasText: text }).last();
  await expect(dialog).toBeVisible({ timeout });
  await dialog.getByRole("button", { name: "Oke" }).click();
  await expect(page.locator("dialog[open]")).toHaveCount(0);
}

/** The media of a review or complaint card: the image loads, the video is a player that preloads nothing. */
async function expectMedia(
  card: Locator,
  request: import("@playwright/test").APIRequestContext,
  video: boolean,
) {
  const image = card.locator(".feedback-media img").first();
  await expect(image).toBeVisible();
  // A lazy image: visible before its bytes arrive, so wait for it to decode rather than read once.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (!video) return;
  const player = card.locator(".feedback-media video");
  await expect(player).toHaveAttribute("controls", "");
  await expect(player).toHaveAttribute("preload", "none");
  const file = await request.get((await player.getAttribute("src"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("video/mp4");
}

// Without JavaScript: tests/http/feedback.spec.ts.
test(
  "reviews a paid order's line with an image and a video: the tab, the list and its Detail show it, the admin's answer too; a second review of the line is refused",
  ONCE,
  async ({ page, request, buyer, browser }) => {
    const { host, order, image, video } = await paidOrderWithMedia(request, buyer, browser);
    const [first, second] = order.lines;
    await signIn(page, buyer);
    await page.goto(tab(order.id, "ulasan"));
    await expect(page.getByText(TEXT.noReviews)).toBeVisible();
    // The same form left open in a second browser tab, sent at the end.
    const stale = await page.context().newPage();
    await stale.goto(tabForm(order.id, "ulasan"));

    await page.getByRole("button", { name: "Tambah Ulasan" }).click();
    await expect(page).toHaveURL(tabForm(order.id, "ulasan"));
    // The form's own errors come back under 400.
    const empty = nextPost(page);
    await form(page).getByRole("button", { name: "Kirim Ulasan" }).click();
    expect((await empty).status()).toBe(400);
    await expect(form(page).getByText(TEXT.product)).toBeVisible();
    await expect(form(page).getByText(TEXT.star)).toBeVisible();
    // The comment box appears once a rating is chosen, "Tambah Media" once a comment exists.
    await expect(form(page).getByLabel("Komentar")).toHaveCount(0);
    await form(page).getByLabel(first.name_product).check();
    await form(page).getByRole("radio", { name: "4 bintang", exact: true }).check();
    await expect(form(page).getByRole("button", { name: "Tambah Media" })).toHaveCount(0);
    await form(page).getByLabel("Komentar").fill("Barang sesuai pesanan, video unboxing terlampir.");

    // A file that is not an image: cleared at once with the spec's message.
    await addMedia(page, [notAnImage]);
    await closeDialog(page, TEXT.imageType);
    await expect(form(page).locator('input[name="media1"]')).toHaveValue("");
    await expect(form(page).getByRole("button", { name: "Tambah Media" })).toBeDisabled();
    await form(page).locator('input[name="media1"]').setInputFiles(image);
    await addMedia(page, [video], 2);
    await form(page).getByRole("button", { name: "Kirim Ulasan" }).click();
    // Meanwhile the buyer adds a product on another device: the dialog's Oke shows it in the header.
    await expect(page.locator("dialog[open]").filter({ hasText: TEXT.saved })).toBeVisible();
    await hostCall(request, host, "POST", "transaction/cart", {
      form: [
        ["customer_id", host.id],
        ["product_id", ORDER_PRODUCTS[0]],
        ["qty", 1],
      ],
    });
    await confirmSuccess(page, TEXT.saved);
    await expect(page.locator(".cart-dropdown > summary").first()).toHaveAttribute(
      "aria-label",
      "Keranjang, 1 produk",
    );

    const card = page.locator("article.feedback-card", { hasText: "Produk 1" });
    await expect(card.getByText(first.name_product)).toBeVisible();
    await expect(card.getByRole("img", { name: "Rating 4 dari 5" })).toBeVisible();
    await expect(card.getByText("Barang sesuai pesanan, video unboxing terlampir.")).toBeVisible();
    await expect(card.locator(".feedback-answer dd")).toHaveText("-");
    await expectMedia(card, request, true);

    // The stale tab still offers the line: the host refuses (422), and its message shows.
    await form(stale).getByLabel(first.name_product).check();
    await form(stale).getByRole("radio", { name: "5 bintang", exact: true }).check();
    await form(stale).getByLabel("Komentar").fill("Ulasan kedua untuk produk yang sama.");
    const twice = nextPost(stale);
    await form(stale).getByRole("button", { name: "Kirim Ulasan" }).click();
    expect((await twice).status()).toBe(422);
    await expect(stale.locator('[data-modal="errorulasan"]')).toHaveText(TEXT.twiceReview);
    await closeDialog(stale, TEXT.twiceReview);
    await stale.close();
    const reviews = await hostReviews(request, host);
    expect(reviews).toHaveLength(1);
    // The form now offers only the line without a review (its old `?modal=` address leads to it).
    await page.goto(tab(order.id, "ulasan", "tambah-ulasan"));
    await expect(page).toHaveURL(tabForm(order.id, "ulasan"));
    await expect(form(page).getByLabel(second.name_product)).toBeVisible();
    await expect(form(page).getByLabel(first.name_product)).toHaveCount(0);

    await answerReview(request, reviews[0].id, "Terima kasih atas ulasannya.");
    await page.goto(tab(order.id, "ulasan"));
    await expect(card.locator(".feedback-answer dd")).toHaveText("Terima kasih atas ulasannya.");

    await page.goto("/profil/ulasan");
    const listed = page.locator("article.feedback-card");
    await expect(listed.getByText(first.name_product)).toBeVisible();
    await expect(listed.getByText(/^1 X Rp\. [\d.]+$/)).toBeVisible();
    await listed.getByRole("button", { name: "Detail" }).click();
    const detail = page.locator("dialog[open]");
    await expect(detail.getByText("4.0")).toBeVisible();
    await expect(detail.getByText("Barang sesuai pesanan, video unboxing terlampir.")).toBeVisible();
    // The seller's reply is in the Detail too (issue 21), not only on the order's tab.
    await expect(detail.locator(".feedback-answer dd")).toHaveText("Terima kasih atas ulasannya.");
    await expectMedia(detail, request, true);
    await detail.getByRole("link", { name: "Tutup" }).click();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
  },
);

// The canary: also run in Chromium without JavaScript, beside its HTTP conversation in
// tests/http/feedback.spec.ts, to check the kit against the browser.
test("writes a review on /profil/addulasan: only paid orders in the searchable selector, then the list under the success dialog, one review per page", async ({
  page,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const unpaid = await documentOrder(request, host);
  await signIn(page, buyer);
  await page.goto("/profil/addulasan");
  await expect(page.getByText(TEXT.noOrders)).toBeVisible();

  const [older, order] = [await paidOrder(request, host), await paidOrder(request, host)];
  await page.goto("/profil/addulasan");
  const search = page.getByLabel("ID Pesanan");
  await search.fill(unpaid.invoice.slice(-5));
  await page.getByRole("button", { name: "Pilih" }).click();
  await expect(page.getByText(TEXT.noOrders)).toBeVisible();
  // Without a chosen order the form says which order is missing.
  await page.getByRole("radio", { name: "5 bintang", exact: true }).check();
  await form(page).getByLabel("Komentar").fill("Pelayanan cepat dan ramah.");
  await form(page).getByRole("button", { name: "Kirim Ulasan" }).click();
  await expect(form(page).getByText("ID Pesanan Wajib diisi")).toBeVisible();

  await page.getByLabel("ID Pesanan").fill(order.invoice.slice(-5));
  await page.getByRole("button", { name: "Pilih" }).click();
  await expect(page).toHaveURL(new RegExp(`/profil/addulasan\\?id_transaksi=${order.id}$`));
  // One line: it is chosen already.
  await expect(form(page).getByLabel(order.lines[0].name_product)).toBeChecked();
  await page.getByRole("radio", { name: "5 bintang", exact: true }).check();
  await form(page).getByLabel("Komentar").fill("Pelayanan cepat dan ramah.");
  await form(page).getByRole("button", { name: "Kirim Ulasan" }).click();
  await expect(page).toHaveURL(/\/profil\/ulasan\?terkirim=1$/);
  await confirmSuccess(page, TEXT.saved);
  await expect(page).toHaveURL(/\/profil\/ulasan$/);
  await page.goto(`/profil/addulasan?id_transaksi=${order.id}`);
  await expect(page.getByText(TEXT.noProducts)).toBeVisible();

  // A second review: page size 1, newest first, with numbered pages.
  await page.goto(`/profil/addulasan?id_transaksi=${older.id}`);
  await page.getByRole("radio", { name: "3 bintang", exact: true }).check();
  await form(page).getByLabel("Komentar").fill("Ulasan pesanan yang lebih lama.");
  await form(page).getByRole("button", { name: "Kirim Ulasan" }).click();
  await confirmSuccess(page, TEXT.saved);
  await expect(page.locator("article.feedback-card")).toHaveCount(1);
  await expect(page.getByText("Ulasan pesanan yang lebih lama.")).toBeVisible();
  await page.getByRole("link", { name: "Halaman 2" }).click();
  await expect(page.getByText("Pelayanan cepat dan ramah.")).toBeVisible();
  await expect(page).toHaveURL(/\/profil\/ulasan\?page=2$/);
});

// Without JavaScript: tests/http/feedback.spec.ts.
test(
  "complains with proof from the tab and the add page: the spec's messages, the duplicate in both wordings, the list with Lanjutkan Baca, the detail with the admin's answer",
  ONCE,
  async ({ page, request, buyer, browser }) => {
    const { host, order, image, video } = await paidOrderWithMedia(request, buyer, browser, {
      image: "bukti.png",
      video: "bukti.mp4",
    });
    const [first, second] = order.lines;
    const description =
      `Dua unit datang dengan layar retak dan kardus basah. ${"Mohon segera diganti. ".repeat(5)}`.trim();
    await signIn(page, buyer);
    // The same product's complaint, opened before the first is sent: on the add page and in the tab.
    const addPage = await page.context().newPage();
    await addPage.goto(`/profil/addkomplain?id_transaksi=${order.id}`);
    const staleTab = await page.context().newPage();
    await staleTab.goto(tabForm(order.id, "komplain"));

    await page.goto(tab(order.id, "komplain"));
    await expect(page.getByText(TEXT.noComplaints)).toBeVisible();
    await page.getByRole("button", { name: "Tambah Komplain" }).click();
    await form(page).getByRole("button", { name: "Kirim Komplain" }).click();
    for (const message of [TEXT.product, TEXT.description, TEXT.proof]) {
      await expect(form(page).getByText(message)).toBeVisible();
    }
    await form(page).getByLabel(first.name_product).check();
    await form(page).getByLabel("Keterangan Komplain").fill(description);
    await form(page).locator('input[name="bukti1"]').setInputFiles(image);
    await form(page).getByRole("button", { name: "Tambah Bukti" }).click();
    await form(page).locator('input[name="bukti2"]').setInputFiles(video);
    await form(page).getByRole("button", { name: "Kirim Komplain" }).click();
    await confirmSuccess(page, TEXT.sent);
    const card = page.locator("article.feedback-card", { hasText: "Komplain Produk 1" });
    await expect(card.getByText(first.name_product)).toBeVisible();
    await expect(card.getByText(description)).toBeVisible();
    await expect(
      card.locator("dt", { hasText: "Tanggapan Admin" }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText("-");
    // Complaint evidence is the buyer's own: it comes with the session (/profil/berkas/...).
    await expectMedia(card, page.request, true);

    for (const [stale, message] of [
      [addPage, TEXT.twicePage],
      [staleTab, TEXT.twiceTab],
    ] as const) {
      await form(stale).getByLabel(first.name_product).check();
      await form(stale).getByLabel("Keterangan Komplain").fill("Komplain kedua untuk produk yang sama.");
      await form(stale).locator('input[name="bukti1"]').setInputFiles(image);
      const twice = nextPost(stale);
      await form(stale).getByRole("button", { name: "Kirim Komplain" }).click();
      expect((await twice).status()).toBe(422);
      await expect(stale.locator('[data-modal="errorkomplain"]')).toHaveText(message);
      await closeDialog(stale, message);
      await expect(form(stale).getByLabel("Keterangan Komplain")).toHaveValue(
        "Komplain kedua untuk produk yang sama.",
      );
    }
    await staleTab.close();
    const [complaint] = await hostComplaints(request, host);
    await answerComplaint(request, complaint.id, "Unit pengganti sudah kami kirim.");

    // The add page: the other product, then the list under the success dialog.
    await addPage.reload();
    await expect(form(addPage).getByLabel(first.name_product)).toHaveCount(0);
    await form(addPage).getByLabel(second.name_product).check();
    await form(addPage).getByLabel("Keterangan Komplain").fill("Jumlah kurang satu unit.");
    await form(addPage).locator('input[name="bukti1"]').setInputFiles(image);
    await form(addPage).getByRole("button", { name: "Kirim Komplain" }).click();
    await expect(addPage).toHaveURL(/\/profil\/komplain\?terkirim=1$/);
    await confirmSuccess(addPage, TEXT.sent);
    await addPage.close();

    await page.goto("/profil/komplain");
    const rows = page.getByTestId("complaint-table").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    // Newest first; the long description is cut at 100 characters until 'Lanjutkan Baca'.
    await expect(rows.nth(0)).toContainText("Jumlah kurang satu unit.");
    const long = rows.nth(1);
    await expect(long.getByText(description)).toBeHidden();
    await expect(long.getByText(`${description.slice(0, 100)}…`)).toBeVisible();
    await long.getByText("Lanjutkan Baca").click();
    await expect(long.getByText(description)).toBeVisible();
    await long.getByText("Tutup").click();
    await expect(long.getByText(description)).toBeHidden();
    await page.getByLabel("Cari komplain").fill("kurang satu");
    await page.getByRole("main").getByRole("button", { name: "Cari" }).click();
    await expect(rows).toHaveCount(1);
    await page.getByLabel("Cari komplain").fill("tidak ada yang cocok");
    await page.getByRole("main").getByRole("button", { name: "Cari" }).click();
    await expect(rows).toHaveText(["Data tidak ditemukan"]);

    await page.goto("/profil/komplain");
    await rows
      .nth(1)
      .getByRole("link", { name: /^Detail/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/profil/detailkomplain\\?id_complain=${complaint.id}$`));
    await expect(page.getByText("Unit pengganti sudah kami kirim.")).toBeVisible();
    await expect(page.locator("dd", { hasText: order.invoice })).toBeVisible();
    await expectMedia(page.locator("article.feedback-card"), page.request, true);
    await page.getByRole("button", { name: "Kembali" }).click();
    await expect(page).toHaveURL(/\/profil\/komplain$/);
  },
);

// Without JavaScript: tests/http/feedback.spec.ts.
test(
  "a form with nothing left to choose says why and has nothing to send (issue 21)",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostToken(request, buyer);
    await signIn(page, buyer);
    // No paid order yet: the add pages say so, and offer the way back instead of a form.
    for (const [path, send, list] of [
      ["/profil/addulasan", "Kirim Ulasan", /\/profil\/ulasan$/],
      ["/profil/addkomplain", "Kirim Komplain", /\/profil\/komplain$/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("status").filter({ hasText: TEXT.noOrders })).toBeVisible();
      await expect(page.getByRole("button", { name: send })).toHaveCount(0);
      await expect(form(page)).toHaveCount(0);
      await page.getByTestId("nothing-to-send").getByRole("button", { name: "Kembali" }).click();
      await expect(page).toHaveURL(list);
    }

    // A paid order whose every product already has its review and its complaint.
    const order = await paidOrder(request, host);
    for (const line of order.lines) {
      await hostFeedback(request, host, "review", line.id);
      await hostFeedback(request, host, "complaint", line.id);
    }
    for (const [path, send] of [
      [tabForm(order.id, "ulasan"), "Kirim Ulasan"],
      [tabForm(order.id, "komplain"), "Kirim Komplain"],
      [`/profil/addulasan?id_transaksi=${order.id}`, "Kirim Ulasan"],
      [`/profil/addkomplain?id_transaksi=${order.id}`, "Kirim Komplain"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("status").filter({ hasText: TEXT.noProducts }), path).toBeVisible();
      await expect(page.getByRole("button", { name: send })).toHaveCount(0);
      await expect(form(page)).toHaveCount(0);
    }
    // From the tab: "Tambah Komplain" says why; Kembali closes it.
    await page.goto(tab(order.id, "komplain"));
    await page.getByRole("button", { name: "Tambah Komplain" }).click();
    const nothing = page.getByTestId("nothing-to-send");
    await expect(nothing.getByRole("status")).toHaveText(TEXT.noProducts);
    await nothing.getByRole("button", { name: "Kembali" }).click();
    await expect(page).toHaveURL(tab(order.id, "komplain"));
    await expect(page.getByTestId("nothing-to-send")).toHaveCount(0);
  },
);

// The 404s of another buyer's orders, reviews and complaints, and forged posts naming them: tests/http/feedback.spec.ts.
test(
  "another buyer's review named in the list's address opens nothing once the page runs",
  ONCE,
  async ({ page, request, buyer }) => {
    const owner = await hostToken(request, await createBuyer(request, true));
    const order = await paidOrder(request, owner);
    const reviewId = await hostFeedback(request, owner, "review", order.lines[0].id);
    await signIn(page, buyer, `/profil/ulasan?detail=${reviewId}`);
    await expect(page.getByText(TEXT.noReviews)).toBeVisible();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await expect(page.getByText(/rahasia pembeli lain/)).toHaveCount(0);
  },
);
