// A disguised proof with JavaScript: the name and declared type pass the page's own check, the
// server reads the bytes. Without JavaScript, the 404s of other buyers' payment pages and posts
// naming them: tests/http/payment-security.spec.ts; a body far past the proof's limit:
// tests/ops/streamed-bodies.test.ts.
import { expect, ONCE, signIn, test } from "./support";
import { bpdAwaitingProof, paymentOf } from "./support/payments";
import { PROOF_BAD_TYPE } from "../support/payment";

test.use({ buyerWithAddress: true });

test(
  "an HTML page renamed .png is refused as a proof, by its content",
  ONCE,
  async ({ page, request, buyer }) => {
    const { host, order } = await bpdAwaitingProof(request, buyer);
    await signIn(page, buyer, `/example/bpd-payment?id_transaksi=${order.id}&modal=bukti`);
    await page.getByLabel("Atas Nama").fill("Bagian Umum");
    await page.getByLabel("No Rekening").fill("0011223344");
    await page.getByLabel("Nama Bank").fill("BPD Bali");
    await page.getByLabel("Bukti Pembayaran", { exact: true }).setInputFiles({
      name: "bukti.png",
      mimeType: "image/png",
      buffer: Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
    });
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByText(PROOF_BAD_TYPE).first()).toBeVisible();
    await expect(page.getByLabel("Atas Nama")).toHaveValue("Bagian Umum");
    expect((await paymentOf(request, host, order.id)).status).toBe("pending");
  },
);
