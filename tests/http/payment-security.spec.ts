// Payment pages against hostile input without JavaScript (or any browser): another buyer's
// transaction, unknown and malformed ids, posts naming another buyer's order, a disguised file.
// What a body far past the proof's limit costs: tests/ops/streamed-bodies.test.ts.
import { createBuyer, expect, signIn, test } from "./kit";
import { hostToken } from "../e2e/support/orders";
import { bpdAwaitingProof, choosePayment, documentOrder, paymentOf } from "../e2e/support/payments";
import { PROOF_BAD_TYPE } from "../support/payment";

test.use({ buyerWithAddress: true });

test("another buyer's transaction id, an unknown one and a non-number are a 404 on every payment page", async ({
  visitor,
  request,
  buyer,
}) => {
  const owner = await hostToken(request, await createBuyer(request, true));
  const theirs = await documentOrder(request, owner);
  await choosePayment(request, owner, theirs.id, "BPD", "http://localhost/profil/respon");
  const mine = await documentOrder(request, await hostToken(request, buyer));
  await signIn(visitor, buyer, `/profil/detailtransaksi/pembayaran?id_transaksi=${mine.id}`);
  expect(visitor.field("Pilih Metode Pembayaran")).toBeTruthy();

  const pages = (id: string) => [
    `/profil/detailtransaksi/pembayaran?id_transaksi=${id}`,
    `/profil/detailtransaksi/pembayaran?id_transaksi=${id}&modal=bukti`,
    `/profil/detailtransaksi/pembayaran/bukti?id_transaksi=${id}`,
    `/example/bpd-payment?id_transaksi=${id}`,
    `/example/bpd-payment?id_transaksi=${id}&modal=bukti`,
    `/profil/status-pembayaran?id=${id}`,
    `/profil/respon?id_transaksi=${id}`,
  ];
  for (const id of [String(theirs.id), "999999", "abc", "-1", "1e3"]) {
    for (const path of pages(id)) {
      await visitor.goto(path);
      expect(visitor.status, path).toBe(404);
      expect(visitor.heading(), path).toBe("Halaman tidak ditemukan");
      expect(visitor.page.html, path).not.toContain(theirs.invoice);
    }
  }

  // Posting to the other buyer's order changes nothing: the payment choice and a proof, each sent
  // with this buyer's own session token.
  await visitor.goto(`/profil/detailtransaksi/pembayaran?id_transaksi=${mine.id}`);
  const csrf = visitor.$('.payment-method input[name="csrf"]').attr("value") ?? "";
  const choose = await visitor.fetch(`/profil/detailtransaksi/pembayaran?id_transaksi=${theirs.id}`, {
    method: "POST",
    body: new URLSearchParams({ csrf, intent: "pilih-pembayaran", payment_service: "Doku" }),
    redirect: "manual",
  });
  expect(choose.status).toBe(404);
  for (const path of [
    `/example/bpd-payment?id_transaksi=${theirs.id}&modal=bukti`,
    `/profil/detailtransaksi/pembayaran/bukti?id_transaksi=${theirs.id}`,
  ]) {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      csrf,
      intent: "kirim-bukti",
      atasnama: "Orang Lain",
      no_rekening: "123",
      namabank: "BPD",
    }))
      body.append(name, value);
    body.append("file", new Blob([Buffer.from("%PDF-1.4\n   ")], { type: "application/pdf" }), "bukti.pdf");
    const proof = await visitor.fetch(path, { method: "POST", body, redirect: "manual" });
    expect(proof.status, path).toBe(404);
  }
  expect(await paymentOf(request, owner, theirs.id)).toMatchObject({
    status: "pending",
    payment_service: "BPD",
  });
});

test("an HTML page renamed .png is refused as a proof, by its content", async ({
  visitor,
  request,
  buyer,
}) => {
  const { host, order } = await bpdAwaitingProof(request, buyer);
  await signIn(visitor, buyer, `/profil/detailtransaksi/pembayaran?id_transaksi=${order.id}`);
  await visitor.follow("Halaman Pembayaran Bank");
  await visitor.follow("Upload Bukti Pembayaran");
  expect(visitor.url.pathname + visitor.url.search).toBe(
    `/example/bpd-payment?id_transaksi=${order.id}&modal=bukti`,
  );
  visitor.fill("Atas Nama", "Bagian Umum").fill("No Rekening", "0011223344").fill("Nama Bank", "BPD Bali");
  visitor.setFiles("Bukti Pembayaran", [
    {
      name: "bukti.png",
      type: "image/png",
      content: Buffer.from(
        "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
      ),
    },
  ]);
  await visitor.press("Kirim");
  expect(visitor.text()).toContain(PROOF_BAD_TYPE);
  expect(visitor.value("Atas Nama")).toBe("Bagian Umum");
  expect((await paymentOf(request, host, order.id)).status).toBe("pending");
});
