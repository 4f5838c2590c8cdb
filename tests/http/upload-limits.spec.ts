// What a form with files does with more than it takes, without JavaScript (issue 34 items 2 and 3):
// a phone camera's photo far past the proof's 2 MB comes back as the form, as typed, with the
// spec's size message; a body beyond any plausible photo gets the 413 page that says what to do;
// twenty files at once are refused whole. The profile photo's 25 MB case is in profile.spec.ts,
// the receipt's empty document in receipt.spec.ts, the memory these bodies cost in tests/ops.
import { expect, test, type ChosenFile, type NoJsBrowser } from "./kit";
import { paymentOf, PNG_1PX } from "../e2e/support/payments";
import { openProofForm, proofForm } from "./support/payment";
import { PAYMENT_TEXT as TEXT } from "../support/payment";

test.use({ buyerWithAddress: true });

const bankProofForm = (id: number) => `/example/bpd-payment?id_transaksi=${id}&modal=bukti`;

/** A PNG's first bytes, then zeros: recognised as an image, refused for its size. */
const phonePhoto = (size: number): ChosenFile => ({
  name: "IMG_20261129_091512.png",
  type: "image/png",
  content: Buffer.concat([PNG_1PX, Buffer.alloc(size - PNG_1PX.length)]),
});

function fillProof(visitor: NoJsBrowser, file: ChosenFile) {
  visitor
    .fill("Atas Nama", "Bagian Umum Setda")
    .fill("No Rekening", "0011223344")
    .fill("Nama Bank", "BPD Bali")
    .setFiles("Bukti Pembayaran", [file]);
}

/** The server's refusal in the page: the errorbukti modal's text. */
const refusal = (visitor: NoJsBrowser) => visitor.text('[data-modal="errorbukti"]');

test("a phone photo of 9 or 25 MB as proof: the form as typed with the size message, on both proof forms", async ({
  visitor,
  request,
  buyer,
}) => {
  const { host, order } = await openProofForm(visitor, request, buyer);
  for (const page of [proofForm(order.id), bankProofForm(order.id)]) {
    await visitor.goto(page);
    for (const size of [9_000_000, 25_000_000]) {
      fillProof(visitor, phonePhoto(size));
      await visitor.press("Kirim");
      expect(visitor.status, `${page} ${size} B`).toBe(400);
      expect(refusal(visitor)).toBe(TEXT.tooBig);
      expect(visitor.value("Atas Nama")).toBe("Bagian Umum Setda");
      expect(visitor.value("No Rekening")).toBe("0011223344");
      expect(visitor.value("Nama Bank")).toBe("BPD Bali");
    }
  }
  expect((await paymentOf(request, host, order.id)).status).toBe("pending");
});

test("a body beyond any phone photo: the 413 page says what to do and leads back to the form", async ({
  visitor,
  request,
  buyer,
}) => {
  const { host, order } = await openProofForm(visitor, request, buyer);
  // The tab's form (under the order's head), then the bank page's (a page of its own).
  for (const [page, where] of [
    [proofForm(order.id), '[data-testid="tab-error"]'],
    [bankProofForm(order.id), ".error-page"],
  ]) {
    await visitor.goto(page);
    fillProof(visitor, phonePhoto(40_000_000));
    await visitor.press("Kirim");
    expect(visitor.status, page).toBe(413);
    expect(visitor.text(`${where} :header`)).toBe("Data terlalu besar");
    expect(visitor.text(where)).toContain("Perkecil filenya");
    await visitor.follow("Kembali ke formulir", where);
    expect(visitor.status).toBe(200);
    expect(visitor.url.pathname + visitor.url.search).toBe(page);
    expect(visitor.field("Bukti Pembayaran").attribs.type).toBe("file");
  }
  expect((await paymentOf(request, host, order.id)).status).toBe("pending");
});

test("twenty proofs sent at once are refused whole: the message, and nothing stored", async ({
  visitor,
  request,
  buyer,
}) => {
  const { host, order } = await openProofForm(visitor, request, buyer);
  // Not what a browser sends for a one-file input: a script's post with the page's own fields.
  const body = new FormData();
  body.append("csrf", visitor.$('input[name="csrf"]').first().attr("value") ?? "");
  body.append("intent", visitor.button("Kirim").attribs.value ?? "");
  body.append("atasnama", "Bagian Umum Setda");
  body.append("no_rekening", "0011223344");
  body.append("namabank", "BPD Bali");
  const field = visitor.field("Bukti Pembayaran").attribs.name;
  for (let n = 1; n <= 20; n++) {
    body.append(field, new Blob([new Uint8Array(PNG_1PX)], { type: "image/png" }), `bukti-${n}.png`);
  }
  const answer = await visitor.fetch(proofForm(order.id), { method: "POST", body });
  expect(answer.status).toBe(400);
  expect(await answer.text()).toContain("Terlalu banyak file: formulir ini menerima paling banyak 1 file");
  expect((await paymentOf(request, host, order.id)).status).toBe("pending");
});
