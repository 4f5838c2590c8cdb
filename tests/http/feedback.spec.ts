// Reviews and complaints without JavaScript (001 §2 Ulasan and Komplain tabs, /profil/ulasan,
// /profil/addulasan, /profil/komplain, /profil/addkomplain, /profil/detailkomplain), as HTTP
// conversations, with the operator API playing the administrator who answers; the same journeys
// with JavaScript are in tests/e2e/feedback.spec.ts. Every test has its own buyer and paid orders.
import { createBuyer, expect, NoJsBrowser, signIn, test } from "./kit";
import {
  answerComplaint,
  answerReview,
  documentOrder,
  expectMedia,
  hostComplaints,
  hostFeedback,
  hostReviews,
  hostToken,
  mp4File,
  ORDER_PRODUCTS,
  paidOrder,
  pngFile,
} from "./support/feedback";
import { FEEDBACK_TEXT as TEXT, feedbackForm as tabForm, feedbackTab as tab } from "../support/feedback";

test.use({ buyerWithAddress: true });

const FORM = "form.feedback-form";
const address = (visitor: NoJsBrowser) => visitor.url.pathname + visitor.url.search;

/** Neither an image nor a video: refused by its content on the server. */
const notAnImage = { name: "catatan.txt", type: "text/plain", content: Buffer.from("bukan gambar") };

/** The open message dialog's alert (a server's refusal). */
const alert = (visitor: NoJsBrowser) => visitor.text("dialog[open] [role='alert']");

/** A success dialog: its Oke leads to the page without the dialog's URL state. */
async function confirmSuccess(visitor: NoJsBrowser, text: string) {
  const dialog = visitor
    .$("dialog[open]")
    .filter((_, el) => visitor.$(el).text().includes(text))
    .last();
  expect(dialog.length, `a dialog saying ${text}`).toBe(1);
  await visitor.follow("Oke", dialog);
  expect(visitor.$("dialog[open]")).toHaveLength(0);
}

/** A second window of the same buyer (a form left open, sent later). */
async function secondWindow(
  visitor: NoJsBrowser,
  buyer: { username: string; password: string },
  path: string,
) {
  const other = new NoJsBrowser(visitor.origin);
  await signIn(other, buyer);
  await other.goto(path);
  expect(other.status).toBe(200);
  return other;
}

test("reviews a paid order's line with an image and a video: the tab, the list and its Detail show it, the admin's answer too; a second review of the line is refused", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const [order, image] = await Promise.all([
    paidOrder(request, host, { products: ORDER_PRODUCTS }),
    pngFile(),
  ]);
  const video = mp4File();
  const [first, second] = order.lines;
  await signIn(visitor, buyer);
  await visitor.goto(tab(order.id, "ulasan"));
  expect(visitor.text()).toContain(TEXT.noReviews);
  const stale = await secondWindow(visitor, buyer, tabForm(order.id, "ulasan"));

  await visitor.follow("Tambah Ulasan");
  expect(address(visitor)).toBe(tabForm(order.id, "ulasan"));
  // The form's own errors come back under 400.
  await visitor.press("Kirim Ulasan", FORM);
  expect(visitor.status).toBe(400);
  for (const message of [TEXT.product, TEXT.star, TEXT.notesMin])
    expect(visitor.text(FORM)).toContain(message);
  visitor.check(first.name_product, true, FORM);
  visitor.check("4 bintang", true, FORM);
  visitor.fill("Komentar", "Barang sesuai pesanan, video unboxing terlampir.", FORM);

  // A file that is not an image: refused by its content on the server, with what was typed kept.
  visitor.setFiles("Media 1", [notAnImage], FORM);
  await visitor.press("Kirim Ulasan", FORM);
  expect(alert(visitor)).toContain(TEXT.imageType);
  expect(visitor.text(FORM)).toContain(TEXT.imageType);
  expect(visitor.value("Komentar", FORM)).toBe("Barang sesuai pesanan, video unboxing terlampir.");
  expect(visitor.field("4 bintang", FORM).attribs.checked).toBeDefined();
  expect(visitor.field(first.name_product, FORM).attribs.checked).toBeDefined();
  visitor.setFiles("Media 1", [image], FORM).setFiles("Media 2", [video], FORM);
  await visitor.press("Kirim Ulasan", FORM);
  await confirmSuccess(visitor, TEXT.saved);

  const card = `article.feedback-card:contains("Produk 1")`;
  expect(visitor.text(card)).toContain(first.name_product);
  expect(visitor.$(card).find('[role=img][aria-label="Rating 4 dari 5"]')).toHaveLength(1);
  expect(visitor.text(card)).toContain("Barang sesuai pesanan, video unboxing terlampir.");
  expect(visitor.text(`${card} .feedback-answer dd`)).toBe("-");
  await expectMedia(visitor, card);

  // The stale window still offers the line: the host refuses (422), and its message shows.
  stale.check(first.name_product, true, FORM).check("5 bintang", true, FORM);
  stale.fill("Komentar", "Ulasan kedua untuk produk yang sama.", FORM);
  await stale.press("Kirim Ulasan", FORM);
  expect(stale.status).toBe(422);
  expect(stale.text('[data-modal="errorulasan"]')).toBe(TEXT.twiceReview);
  const reviews = await hostReviews(request, host);
  expect(reviews).toHaveLength(1);
  // The form now offers only the line without a review (its old `?modal=` address leads to it).
  await visitor.goto(tab(order.id, "ulasan", "tambah-ulasan"));
  expect(address(visitor)).toBe(tabForm(order.id, "ulasan"));
  expect(visitor.field(second.name_product, FORM)).toBeTruthy();
  expect(() => visitor.field(first.name_product, FORM)).toThrow(/no field/);

  await answerReview(request, reviews[0].id, "Terima kasih atas ulasannya.");
  await visitor.goto(tab(order.id, "ulasan"));
  expect(visitor.text(`${card} .feedback-answer dd`)).toBe("Terima kasih atas ulasannya.");

  await visitor.goto("/profil/ulasan");
  const listed = "article.feedback-card";
  expect(visitor.text(listed)).toContain(first.name_product);
  expect(visitor.text(listed)).toMatch(/1 X Rp\. [\d.]+/);
  await visitor.follow("Detail", listed);
  const detail = "dialog[open]";
  expect(visitor.text(detail)).toContain("4.0");
  expect(visitor.text(detail)).toContain("Barang sesuai pesanan, video unboxing terlampir.");
  // The seller's reply is in the Detail too (issue 21), not only on the order's tab.
  expect(visitor.text(`${detail} .feedback-answer dd`)).toBe("Terima kasih atas ulasannya.");
  await expectMedia(visitor, detail);
  await visitor.follow("Tutup", detail);
  expect(visitor.$("dialog[open]")).toHaveLength(0);
});

test("writes a review on /profil/addulasan: only paid orders in the searchable selector, then the list under the success dialog, one review per page", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const unpaid = await documentOrder(request, host);
  await signIn(visitor, buyer);
  await visitor.goto("/profil/addulasan");
  expect(visitor.text()).toContain(TEXT.noOrders);

  const [older, order] = [await paidOrder(request, host), await paidOrder(request, host)];
  await visitor.goto("/profil/addulasan");
  visitor.fill("ID Pesanan", unpaid.invoice.slice(-5));
  await visitor.press("Pilih");
  expect(visitor.text()).toContain(TEXT.noOrders);
  // Without a chosen order the form says which order is missing.
  visitor.check("5 bintang", true, FORM).fill("Komentar", "Pelayanan cepat dan ramah.", FORM);
  await visitor.press("Kirim Ulasan", FORM);
  expect(visitor.text(FORM)).toContain("ID Pesanan Wajib diisi");

  visitor.fill("ID Pesanan", order.invoice.slice(-5));
  await visitor.press("Pilih");
  expect(address(visitor)).toBe(`/profil/addulasan?id_transaksi=${order.id}`);
  // One line: it is chosen already.
  expect(visitor.field(order.lines[0].name_product, FORM).attribs.checked).toBeDefined();
  visitor.check("5 bintang", true, FORM).fill("Komentar", "Pelayanan cepat dan ramah.", FORM);
  await visitor.press("Kirim Ulasan", FORM);
  expect(address(visitor)).toBe("/profil/ulasan?terkirim=1");
  await confirmSuccess(visitor, TEXT.saved);
  expect(address(visitor)).toBe("/profil/ulasan");
  await visitor.goto(`/profil/addulasan?id_transaksi=${order.id}`);
  expect(visitor.text()).toContain(TEXT.noProducts);

  // A second review: page size 1, newest first, with numbered pages.
  await visitor.goto(`/profil/addulasan?id_transaksi=${older.id}`);
  visitor.check("3 bintang", true, FORM).fill("Komentar", "Ulasan pesanan yang lebih lama.", FORM);
  await visitor.press("Kirim Ulasan", FORM);
  await confirmSuccess(visitor, TEXT.saved);
  expect(visitor.$("article.feedback-card")).toHaveLength(1);
  expect(visitor.text()).toContain("Ulasan pesanan yang lebih lama.");
  await visitor.follow("Halaman 2");
  expect(visitor.text()).toContain("Pelayanan cepat dan ramah.");
  expect(address(visitor)).toBe("/profil/ulasan?page=2");
});

test("complains with proof from the tab and the add page: the spec's messages, the duplicate in both wordings, the list with Lanjutkan Baca, the detail with the admin's answer", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const [order, image] = await Promise.all([
    paidOrder(request, host, { products: ORDER_PRODUCTS }),
    pngFile("bukti.png"),
  ]);
  const video = mp4File("bukti.mp4");
  const [first, second] = order.lines;
  const description =
    `Dua unit datang dengan layar retak dan kardus basah. ${"Mohon segera diganti. ".repeat(5)}`.trim();
  await signIn(visitor, buyer);
  // The same product's complaint, opened before the first is sent: on the add page and in the tab.
  const addPage = await secondWindow(visitor, buyer, `/profil/addkomplain?id_transaksi=${order.id}`);
  const staleTab = await secondWindow(visitor, buyer, tabForm(order.id, "komplain"));

  await visitor.goto(tab(order.id, "komplain"));
  expect(visitor.text()).toContain(TEXT.noComplaints);
  await visitor.follow("Tambah Komplain");
  await visitor.press("Kirim Komplain", FORM);
  for (const message of [TEXT.product, TEXT.description, TEXT.proof])
    expect(visitor.text(FORM)).toContain(message);
  visitor.check(first.name_product, true, FORM).fill("Keterangan Komplain", description, FORM);
  visitor.setFiles("Bukti 1", [image], FORM).setFiles("Bukti 2", [video], FORM);
  await visitor.press("Kirim Komplain", FORM);
  await confirmSuccess(visitor, TEXT.sent);
  const card = `article.feedback-card:contains("Komplain Produk 1")`;
  expect(visitor.text(card)).toContain(first.name_product);
  expect(visitor.text(card)).toContain(description);
  const answer = visitor
    .$(card)
    .find("dt")
    .filter((_, dt) => visitor.$(dt).text().includes("Tanggapan Admin"));
  expect(visitor.text(answer.nextAll("dd").first())).toBe("-");
  // Complaint evidence is the buyer's own: it comes with the session (/profil/berkas/...).
  await expectMedia(visitor, card);

  for (const [stale, message] of [
    [addPage, TEXT.twicePage],
    [staleTab, TEXT.twiceTab],
  ] as const) {
    stale
      .check(first.name_product, true, FORM)
      .fill("Keterangan Komplain", "Komplain kedua untuk produk yang sama.", FORM);
    stale.setFiles("Bukti 1", [image], FORM);
    await stale.press("Kirim Komplain", FORM);
    expect(stale.status).toBe(422);
    expect(stale.text('[data-modal="errorkomplain"]')).toBe(message);
    expect(stale.value("Keterangan Komplain", FORM)).toBe("Komplain kedua untuk produk yang sama.");
  }
  const [complaint] = await hostComplaints(request, host);
  await answerComplaint(request, complaint.id, "Unit pengganti sudah kami kirim.");

  // The add page: the other product, then the list under the success dialog.
  await addPage.reload();
  expect(() => addPage.field(first.name_product, FORM)).toThrow(/no field/);
  addPage
    .check(second.name_product, true, FORM)
    .fill("Keterangan Komplain", "Jumlah kurang satu unit.", FORM);
  addPage.setFiles("Bukti 1", [image], FORM);
  await addPage.press("Kirim Komplain", FORM);
  expect(address(addPage)).toBe("/profil/komplain?terkirim=1");
  await confirmSuccess(addPage, TEXT.sent);

  await visitor.goto("/profil/komplain");
  const rows = () => visitor.$('[data-testid="complaint-table"] tbody tr');
  expect(rows()).toHaveLength(2);
  // Newest first; the long description is cut at 100 characters until 'Lanjutkan Baca' (a
  // <details>, closed: the whole text is its content).
  expect(visitor.text(rows().eq(0))).toContain("Jumlah kurang satu unit.");
  const long = rows().eq(1);
  expect(visitor.text(long.find("details.read-more:not([open]) summary"))).toContain(
    `${description.slice(0, 100)}… Lanjutkan Baca`,
  );
  expect(visitor.text(long.find("details.read-more > .feedback-text"))).toBe(description);
  visitor.fill("Cari komplain", "kurang satu");
  await visitor.press("Cari", "main");
  expect(rows()).toHaveLength(1);
  visitor.fill("Cari komplain", "tidak ada yang cocok");
  await visitor.press("Cari", "main");
  expect(
    rows()
      .toArray()
      .map((row) => visitor.text(visitor.$(row))),
  ).toEqual(["Data tidak ditemukan"]);

  await visitor.goto("/profil/komplain");
  await visitor.follow(/^Detail/, rows().eq(1));
  expect(address(visitor)).toBe(`/profil/detailkomplain?id_complain=${complaint.id}`);
  expect(visitor.text()).toContain("Unit pengganti sudah kami kirim.");
  expect(visitor.$("dd").filter((_, dd) => visitor.$(dd).text().includes(order.invoice))).toHaveLength(1);
  await expectMedia(visitor, "article.feedback-card");
  await visitor.follow("Kembali");
  expect(address(visitor)).toBe("/profil/komplain");
});

test("a form with nothing left to choose says why and has nothing to send (issue 21)", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  await signIn(visitor, buyer);
  const nothing = '[data-testid="nothing-to-send"]';
  // No paid order yet: the add pages say so, and offer the way back instead of a form.
  for (const [path, send, list] of [
    ["/profil/addulasan", "Kirim Ulasan", "/profil/ulasan"],
    ["/profil/addkomplain", "Kirim Komplain", "/profil/komplain"],
  ] as const) {
    await visitor.goto(path);
    expect(visitor.text("[role=status]")).toContain(TEXT.noOrders);
    expect(() => visitor.button(send)).toThrow(/no button/);
    expect(visitor.$(FORM)).toHaveLength(0);
    await visitor.follow("Kembali", nothing);
    expect(visitor.url.pathname).toBe(list);
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
    await visitor.goto(path);
    expect(visitor.text("[role=status]"), path).toContain(TEXT.noProducts);
    expect(() => visitor.button(send)).toThrow(/no button/);
    expect(visitor.$(FORM)).toHaveLength(0);
  }
  // From the tab: "Tambah Komplain" says why; Kembali closes it.
  await visitor.goto(tab(order.id, "komplain"));
  await visitor.follow("Tambah Komplain");
  expect(visitor.text(`${nothing} [role=status]`)).toBe(TEXT.noProducts);
  await visitor.follow("Kembali", nothing);
  expect(address(visitor)).toBe(tab(order.id, "komplain"));
  expect(visitor.$(nothing)).toHaveLength(0);
});

test("another buyer's orders, reviews and complaints are a 404 everywhere, and nothing of them shows", async ({
  visitor,
  request,
  buyer,
}) => {
  const owner = await hostToken(request, await createBuyer(request, true));
  const order = await paidOrder(request, owner);
  const [line] = order.lines;
  const reviewId = await hostFeedback(request, owner, "review", line.id);
  const complaintId = await hostFeedback(request, owner, "complaint", line.id);
  await signIn(visitor, buyer);
  for (const path of [
    tab(order.id, "ulasan"),
    tab(order.id, "ulasan", "tambah-ulasan"),
    tabForm(order.id, "ulasan"),
    tab(order.id, "komplain"),
    tab(order.id, "komplain", "tambah-komplain"),
    tabForm(order.id, "komplain"),
    `/profil/addulasan?id_transaksi=${order.id}`,
    `/profil/addkomplain?id_transaksi=${order.id}`,
    `/profil/detailkomplain?id_complain=${complaintId}`,
    "/profil/detailkomplain?id_complain=abc",
    "/profil/detailkomplain?id_complain=999999",
    "/profil/detailkomplain",
    "/profil/addulasan?id_transaksi=abc",
  ]) {
    await visitor.goto(path);
    expect(visitor.status, path).toBe(404);
    expect(visitor.text()).not.toMatch(/rahasia pembeli lain/);
  }
  // A URL state naming their review opens nothing.
  await visitor.goto(`/profil/ulasan?detail=${reviewId}`);
  expect(visitor.status).toBe(200);
  expect(visitor.$("dialog[open]")).toHaveLength(0);
  expect(visitor.text()).toContain(TEXT.noReviews);

  // A forged post naming their line: 404, and nothing is stored.
  // The session's token, from a form of the page (this buyer has no paid order: no feedback form).
  await visitor.goto("/profil/addkomplain");
  const csrf = visitor.$('input[name="csrf"]').first().attr("value") ?? "";
  const review = {
    produk: String(line.id),
    bintang: "1",
    komentar: "Ulasan palsu dari pembeli lain",
    intent: "ulasan",
  };
  const forged = await visitor.fetch("/profil/addulasan", {
    method: "POST",
    body: formData({ csrf, id_transaksi: String(order.id), ...review }),
  });
  expect(forged.status).toBe(404);
  // The same through the order page's form route.
  const forgedTab = await visitor.fetch(tabForm(order.id, "ulasan"), {
    method: "POST",
    body: formData({ csrf, ...review }),
  });
  expect(forgedTab.status).toBe(404);
  expect(await hostReviews(request, owner)).toHaveLength(1);
  expect((await hostComplaints(request, owner))[0].id).toBe(complaintId);
});

function formData(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}
