// Payment pages against hostile input: another buyer's transaction, a disguised file, a body far
// past the proof's limit (and what it costs the storefront's memory).
import { request as httpRequest } from "node:http";
import { createBuyer, expect, signIn, test } from "./support";
import { hostToken } from "./support/orders";
import { choosePayment, documentOrder, paymentOf, PNG_1PX } from "./support/payments";
import { memoryOf, pidListeningOn, resetPeak } from "./support/server-memory";

test.use({ buyerWithAddress: true });

const BAD_TYPE = "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)";

test("another buyer's transaction id, an unknown one and a non-number are a 404 on every payment page", async ({
  page,
  request,
  buyer,
}) => {
  // 35 page loads and four posts: more than the default 30 s on a slow machine with JavaScript.
  test.slow();
  const owner = await hostToken(request, await createBuyer(request, true));
  const theirs = await documentOrder(request, owner);
  await choosePayment(request, owner, theirs.id, "BPD", "http://localhost/profil/respon");
  const mine = await documentOrder(request, await hostToken(request, buyer));
  await signIn(page, buyer, `/profil/detailtransaksi/pembayaran?id_transaksi=${mine.id}`);
  await expect(page.getByLabel("Pilih Metode Pembayaran")).toBeVisible();

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
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Halaman tidak ditemukan" })).toBeVisible();
      expect(await page.content()).not.toContain(theirs.invoice);
    }
  }

  // Posting to the other buyer's order changes nothing: the payment choice and a proof.
  await page.goto(`/profil/detailtransaksi/pembayaran?id_transaksi=${mine.id}`);
  const csrf = await page.locator('.payment-method input[name="csrf"]').inputValue();
  const choose = await page.request.post(`/profil/detailtransaksi/pembayaran?id_transaksi=${theirs.id}`, {
    form: { csrf, intent: "pilih-pembayaran", payment_service: "Doku" },
    maxRedirects: 0,
  });
  expect(choose.status()).toBe(404);
  for (const path of [
    `/example/bpd-payment?id_transaksi=${theirs.id}&modal=bukti`,
    `/profil/detailtransaksi/pembayaran/bukti?id_transaksi=${theirs.id}`,
  ]) {
    const proof = await page.request.post(path, {
      multipart: {
        csrf,
        intent: "kirim-bukti",
        atasnama: "Orang Lain",
        no_rekening: "123",
        namabank: "BPD",
        file: { name: "bukti.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n   ") },
      },
      maxRedirects: 0,
    });
    expect(proof.status(), path).toBe(404);
  }
  const payment = await paymentOf(request, owner, theirs.id);
  expect(payment).toMatchObject({ status: "pending", payment_service: "BPD" });
});

test("an HTML page renamed .png is refused as a proof, by its content", async ({ page, request, buyer }) => {
  const host = await hostToken(request, buyer);
  const order = await documentOrder(request, host);
  await choosePayment(request, host, order.id, "BPD", "http://localhost/profil/respon");
  await signIn(page, buyer, `/example/bpd-payment?id_transaksi=${order.id}&modal=bukti`);
  await page.getByLabel("Atas Nama").fill("Bagian Umum");
  await page.getByLabel("No Rekening").fill("0011223344");
  await page.getByLabel("Nama Bank").fill("BPD Bali");
  // The name and the declared type pass the browser's check; the server reads the bytes.
  await page.getByLabel("Bukti Pembayaran", { exact: true }).setInputFiles({
    name: "bukti.png",
    mimeType: "image/png",
    buffer: Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
  });
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByText(BAD_TYPE).first()).toBeVisible();
  await expect(page.getByLabel("Atas Nama")).toHaveValue("Bagian Umum");
  expect((await paymentOf(request, host, order.id)).status).toBe("pending");
});

/**
 * Posts a multipart body of `fileBytes` to `path` with a declared Content-Length, streaming it in
 * 64 kB chunks (the test never holds it whole), and answers the status and body; a server that stops
 * reading early may close the connection under the upload, which also ends the request.
 */
function postLargeUpload(
  base: string,
  path: string,
  cookie: string,
  fields: Record<string, string>,
  fileBytes: number,
): Promise<{ status: number; text: string }> {
  const boundary = "----proof-boundary-7d1f";
  let head = "";
  for (const [name, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="besar.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + fileBytes + Buffer.byteLength(tail);
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: "POST",
        headers: {
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(length),
          Cookie: cookie,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (part: string) => (text += part));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    // A real PNG's first bytes, then zeros: recognised as an image, refused for its size.
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    req.write(head);
    req.write(PNG_1PX);
    sent += PNG_1PX.length;
    const pump = () => {
      while (sent < fileBytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
        sent += part.length;
        if (!req.write(part)) {
          req.once("drain", pump);
          return;
        }
      }
      req.end(tail);
    };
    req.on("close", () => (sent = fileBytes)); // the server closed it: stop writing
    pump();
  });
}

test("a 50 MB proof is refused without the storefront's memory growing by 50 MB", async ({
  page,
  request,
  buyer,
  baseURL,
}) => {
  const host = await hostToken(request, buyer);
  const order = await documentOrder(request, host);
  await choosePayment(request, host, order.id, "BPD", "http://localhost/profil/respon");
  await signIn(page, buyer, `/example/bpd-payment?id_transaksi=${order.id}&modal=bukti`);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const fields = { csrf, intent: "kirim-bukti", atasnama: "Bagian Umum", no_rekening: "1", namabank: "BPD" };

  const pid = pidListeningOn(Number(new URL(baseURL!).port));
  const paths = [
    `/example/bpd-payment?id_transaksi=${order.id}&modal=bukti`,
    `/profil/detailtransaksi/pembayaran/bukti?id_transaksi=${order.id}`,
  ];
  // 50 MB and 10 MB are refused from their declared length (Express's limit, then the route's:
  // four times the proof's limit), before a byte is read; 2.2 and 6 MB are under the route's
  // limit, so they are streamed: stored up to the proof's 2,048,000 bytes, the rest read and
  // dropped, and the form comes back with the message (issue 21 item 9), a refusal: 400.
  const cases = [
    { size: 50_000_000, status: 413 },
    { size: 10_000_000, status: 413 },
    { size: 6_000_000, status: 400 },
    { size: 2_200_000, status: 400 },
  ];
  for (const path of paths) {
    for (const { size, status: expected } of cases) {
      resetPeak(pid);
      const before = memoryOf(pid);
      const { status, text } = await postLargeUpload(baseURL!, path, cookie, fields, size);
      const after = memoryOf(pid);
      const growth = after.peak - before.rss;
      testInfo(`${path} ${size} B: ${status}, peak RSS +${(growth / 1e6).toFixed(1)} MB`);
      expect(status, path).toBe(expected);
      if (status === 400) expect(text).toContain("Ukuran format Gambar anda lebih dari 2mb");
      // A body read whole would add at least its own size; allow ordinary churn only.
      expect(growth, `${path}: peak RSS grew by ${growth} bytes`).toBeLessThan(15_000_000);
    }
  }
  expect((await paymentOf(request, host, order.id)).status).toBe("pending");
});

function testInfo(line: string) {
  test.info().annotations.push({ type: "memory", description: line });
  console.log(line);
}
