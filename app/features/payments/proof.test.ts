// The payment calls and the proof form's server side through the real admin client, against a
// local server that records what it was sent and answers the ways the contract describes.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormAnswer } from "~/lib/forms/answer";
import { FILES_AGAIN, HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import type { Upload, UploadedFile } from "~/lib/uploads.server";

type Answer = { status: number; body: unknown };
let server: Server;
let next: Answer = { status: 200, body: {} };
let received: { method: string; url: string; type: string; body: string }[] = [];

let client: typeof import("~/lib/admin/client.server");
let payments: typeof import("~/lib/admin/payments.server");
let proof: typeof import("~/features/payments/proof.server");
let present: typeof import("~/features/payments/present.server");
let schemas: typeof import("~/features/payments/proof-schema");
let choice: typeof import("~/features/payments/tab-action.server");
// Loads the admin client: imported once ADMIN_API_URL names the local server, as the modules above.
let fakes: typeof import("../../../tests/unit/host-fakes.helpers");

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("latin1");
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received.push({
      method: req.method ?? "",
      url: req.url ?? "",
      type: req.headers["content-type"] ?? "",
      body: await readBody(req),
    });
    res.writeHead(next.status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.ADMIN_API_URL = `http://127.0.0.1:${port}/api`;
  process.env.ADMIN_FILES_URL = "https://files.example.id/files";
  client = await import("~/lib/admin/client.server");
  payments = await import("~/lib/admin/payments.server");
  proof = await import("~/features/payments/proof.server");
  present = await import("~/features/payments/present.server");
  schemas = await import("~/features/payments/proof-schema");
  choice = await import("~/features/payments/tab-action.server");
  fakes = await import("../../../tests/unit/host-fakes.helpers");
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const admin = () =>
  client.createAdminClient({ token: "tok", onUnauthenticated: () => Promise.reject(new Error("401")) });

const hostPayment = {
  id: 3,
  transaction_id: 9,
  payment_service: "BPD",
  payment_type: "QRIS / Virtual Account",
  bank_name: "BPD Bali",
  account_name: "Bagian Umum",
  account_number: "0011223344",
  payment_date: null,
  nominal: 1_250_000,
  status: "Reviewed",
  image: "bukti-bayar/ab12.pdf",
  notes: null,
  url_payment: null,
  expired_date: "2026-11-23T04:35:00.000Z",
  created_at: "2026-11-22T04:35:00.000Z",
  transaction: { id: 9, invoice: "INV-20261122-00009" },
};

describe("payment calls", () => {
  it("reads the payment detail, lower-casing the status and prefixing the proof's file URL", async () => {
    next = { status: 200, body: hostPayment };
    received = [];
    const payment = await payments.getPaymentDetail(admin(), 9);
    expect(received[0]).toMatchObject({ method: "GET", url: "/api/transaction/payment/detail/9" });
    expect(payment).toMatchObject({
      status: "reviewed",
      image: "/profil/berkas/bukti-bayar/ab12.pdf",
      notes: "",
    });
  });

  it("answers null for 'no payment' (404) on both reads and throws other refusals", async () => {
    next = { status: 404, body: { message: "Pembayaran tidak ditemukan" } };
    expect(await payments.getPaymentDetail(admin(), 9)).toBeNull();
    received = [];
    expect(await payments.getPaymentStatus(admin(), 9)).toBeNull();
    expect(received[0].url).toBe("/api/transaction/payment/status?id=9");
    next = { status: 422, body: { message: "Transaksi belum dapat dibayar" } };
    await expect(payments.getPaymentDetail(admin(), 9)).rejects.toThrow("Transaksi belum dapat dibayar");
  });

  it("creates a payment with the service and the absolute return address", async () => {
    next = {
      status: 201,
      body: { ...hostPayment, payment_service: "Doku", url_payment: "https://pay.example/x" },
    };
    received = [];
    const payment = await payments.createPayment(admin(), {
      transactionId: 9,
      service: "Doku",
      successUrl: "https://toko.example.id/profil/respon?id_transaksi=9",
    });
    expect(payment.url_payment).toBe("https://pay.example/x");
    expect(received[0].url).toBe("/api/transaction/payment");
    expect(new URLSearchParams(received[0].body).get("payment_success_url")).toBe(
      "https://toko.example.id/profil/respon?id_transaksi=9",
    );
    expect(new URLSearchParams(received[0].body).get("payment_service")).toBe("Doku");
  });
});

describe("presentPayment", () => {
  it("formats the deadline in WITA and keeps the account name and the proof for BPD only", async () => {
    next = { status: 200, body: hostPayment };
    const shown = present.presentPayment((await payments.getPaymentDetail(admin(), 9))!);
    expect(shown.deadline).toBe("23 November 2026 12:35:00 WITA");
    expect(shown.deadlineAt).toBe(Date.parse("2026-11-23T04:35:00.000Z"));
    expect(shown.accountName).toBe("Bagian Umum");
    expect(shown.proof).toEqual({ url: "/profil/berkas/bukti-bayar/ab12.pdf", pdf: true });

    next = { status: 200, body: { ...hostPayment, payment_service: "Doku", image: "x.png" } };
    const doku = present.presentPayment((await payments.getPaymentDetail(admin(), 9))!);
    expect(doku.service).toBe("Doku");
    expect(doku.accountName).toBeNull();
    expect(doku.proof).toBeNull();
  });

  it("links only http(s) payment addresses", () => {
    expect(present.httpUrl("https://pay.example/abc")).toBe("https://pay.example/abc");
    expect(present.httpUrl("javascript:alert(1)")).toBeNull();
    expect(present.httpUrl("//evil.example")).toBeNull();
    expect(present.httpUrl(null)).toBeNull();
  });
});

describe("the proof form's schema (000 §5, 001 §5)", () => {
  it("names each empty field with the spec's message", () => {
    const result = schemas.paymentProofSchema.safeParse({ atasnama: " ", no_rekening: "", namabank: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Atas Nama Wajib Diisi",
      "No Rekening Wajib Diisi",
      "Nama Bank Wajib Diisi",
    ]);
  });

  it("takes digits only as the account number", () => {
    const result = schemas.paymentProofSchema.safeParse({
      atasnama: "A",
      no_rekening: "12-34",
      namabank: "B",
    });
    expect(result.error?.issues[0].message).toBe("Pastikan data yang diinput berupa angka");
  });
});

/** An Upload as readUpload hands it over (text fields, stored files, refusals). */
function upload(
  fields: Record<string, string>,
  files: Partial<UploadedFile>[] = [],
  fileErrors = {},
): Upload {
  return {
    fields: fakes.formData(fields),
    files: files.map((file) => ({
      field: "file",
      filename: "../../etc/bukti.png",
      mime: "image/png",
      extension: "png",
      size: 4,
      kind: "image",
      path: "/tmp/none",
      toBlob: async () => new Blob([Buffer.from("\x89PNG")], { type: "image/png" }),
      ...file,
    })),
    fileErrors,
    dispose: async () => undefined,
  };
}

const typed = { atasnama: "Bagian Umum", no_rekening: "0011223344", namabank: "BPD Bali" };

const request = (script = false) =>
  new Request("http://localhost/profil/detailtransaksi/pembayaran/bukti?id_transaksi=9", {
    method: "POST",
    headers: script ? { "X-Upload": "1" } : {},
  });

/** A FormAnswer as sendAnswer sends it: the answer and its status. */
type Sent = { data: FormAnswer; init: ResponseInit | null };
const submit = async (form: Upload, script = false) =>
  (await proof.submitProof(request(script), admin(), 9, form)) as Sent | null;

describe("submitProof", () => {
  it("refuses an empty form without calling the host: every message and the empty-data dialog", async () => {
    received = [];
    const answer = await submit(upload({}));
    expect(received).toHaveLength(0);
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data).toMatchObject({
      intent: "kirim-bukti",
      reply: {
        status: "error",
        error: {
          atasnama: ["Atas Nama Wajib Diisi"],
          no_rekening: ["No Rekening Wajib Diisi"],
          namabank: ["Nama Bank Wajib Diisi"],
          file: ["Anda belum Memasukkan Bukti Pembayaran"],
        },
      },
      dialog: { title: "Ooppsss", message: "mohon untuk mengisi data terlebih dahulu", name: "errorbukti" },
    });
  });

  it("says only the field's own message for letters in the account number when every field is filled", async () => {
    received = [];
    const answer = await submit(upload({ ...typed, no_rekening: "12ab" }, [{}]));
    expect(received).toHaveLength(0);
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.reply.error).toEqual({ no_rekening: ["Pastikan data yang diinput berupa angka"] });
    expect(answer?.data.dialog).toBeUndefined();
    expect(answer?.data.reply.initialValue).toMatchObject({ ...typed, no_rekening: "12ab" });
    // Something still empty (the file): the empty-data dialog as well.
    const noFile = await submit(upload({ ...typed, no_rekening: "12ab" }));
    expect(noFile?.data.dialog?.message).toBe("mohon untuk mengisi data terlebih dahulu");
  });

  it("shows a refused file's message in the dialog and keeps what was typed", async () => {
    received = [];
    const answer = await submit(upload(typed, [], { file: "Ukuran format Gambar anda lebih dari 2mb" }));
    expect(received).toHaveLength(0);
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data).toMatchObject({
      dialog: { message: "Ukuran format Gambar anda lebih dari 2mb", name: "errorbukti" },
      reply: { error: { file: ["Ukuran format Gambar anda lebih dari 2mb"] }, initialValue: typed },
    });
  });

  it("sends the host's field names and a name of its own for the file", async () => {
    next = { status: 200, body: { message: "Selamat File Anda telah dikirim", data: hostPayment } };
    received = [];
    expect(await submit(upload(typed, [{}]))).toBeNull();
    const [call] = received;
    expect(call.url).toBe("/api/transaction/payment/proof-of-payment");
    expect(call.type).toMatch(/^multipart\/form-data; boundary=/);
    for (const [name, value] of [
      ["id", "9"],
      ["account_name", "Bagian Umum"],
      ["account_number", "0011223344"],
      ["bank_name", "BPD Bali"],
    ]) {
      expect(call.body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    expect(call.body).toContain('name="image"; filename="bukti-pembayaran.png"');
    expect(call.body).not.toContain("etc");
  });

  it("shows the host's refusal with Oke and maps its fields onto the form's", async () => {
    next = {
      status: 422,
      body: {
        message: "Bukti pembayaran tidak dapat dikirim untuk pembayaran ini",
        errors: { image: ["Bukti pembayaran tidak dapat dikirim untuk pembayaran ini"] },
      },
    };
    const answer = await submit(upload(typed, [{}]));
    // The host's refusal goes back under its own status (422), not as a 200 page.
    expect(answer?.init?.status).toBe(422);
    expect(answer?.data).toMatchObject({
      intent: "kirim-bukti",
      dialog: {
        title: "Ooppsss",
        message: "Bukti pembayaran tidak dapat dikirim untuk pembayaran ini",
        name: "errorbukti",
      },
      reply: {
        error: { file: ["Bukti pembayaran tidak dapat dikirim untuk pembayaran ini"] },
        initialValue: typed,
      },
    });
  });

  it("gives a busy host's answer the form as typed, under its status and Retry-After", async () => {
    next = { status: 503, body: { message: "Service Unavailable" } };
    const plain = await submit(upload(typed, [{}]));
    expect(plain?.init?.status).toBe(503);
    expect(new Headers(plain?.init?.headers).get("Retry-After")).toBeTruthy();
    expect(plain?.data).toMatchObject({ intent: "kirim-bukti", reply: { initialValue: typed } });
    // Without JavaScript the file input comes back empty: the buyer is asked for the file again.
    expect(plain?.data.dialog).toMatchObject({
      name: "errorbukti",
      message: `${HOST_BUSY_MESSAGE} ${FILES_AGAIN}`,
    });
    const scripted = await submit(upload(typed, [{}]), true);
    expect(scripted?.data.dialog?.message).toBe(HOST_BUSY_MESSAGE);
  });

  it("lets another buyer's order (404) through as an error, for the page's 404", async () => {
    next = { status: 404, body: { message: "Data tidak ditemukan" } };
    await expect(submit(upload(typed, [{}]))).rejects.toMatchObject({ status: 404 });
  });
});

describe("the payment choice (choosePayment)", () => {
  const choose = async (fields: Record<string, string>) =>
    choice.choosePayment(fakes.orderPost({ admin: admin(), transactionId: 9, tab: "pembayaran", fields }));

  it("refuses an unknown service under its field, without calling the host", async () => {
    received = [];
    const answer = (await choose({ intent: "pilih-pembayaran", payment_service: "Tunai" })) as Sent;
    expect(received).toHaveLength(0);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.reply.error).toEqual({ payment_service: ["Silahkan pilih metode pembayaran"] });
  });

  it("shows the host's refusal in the errorpayment modal, the choice kept, under 422", async () => {
    next = { status: 422, body: { message: "Transaksi belum dapat dibayar" } };
    const answer = (await choose({ intent: "pilih-pembayaran", payment_service: "BPD" })) as Sent;
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toMatchObject({
      intent: "pilih-pembayaran",
      dialog: { title: "Ooppsss", message: "Transaksi belum dapat dibayar", name: "errorpayment" },
      reply: { initialValue: { payment_service: "BPD" } },
    });
  });

  it("answers a busy host with the choice kept and the busy message, under its status", async () => {
    next = { status: 429, body: { message: "Too Many Attempts." } };
    const answer = (await choose({ intent: "pilih-pembayaran", payment_service: "Doku" })) as Sent;
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({
      dialog: { message: HOST_BUSY_MESSAGE, name: "errorpayment" },
      reply: { initialValue: { payment_service: "Doku" } },
    });
  });

  it("goes to the bank page for BPD; another buyer's order (404) is the page's 404", async () => {
    next = { status: 201, body: hostPayment };
    const bank = (await choose({ intent: "pilih-pembayaran", payment_service: "BPD" })) as Response;
    expect(bank.headers.get("Location")).toBe("/example/bpd-payment?id_transaksi=9");
    next = { status: 404, body: { message: "Data tidak ditemukan" } };
    await expect(choose({ intent: "pilih-pembayaran", payment_service: "BPD" })).rejects.toMatchObject({
      status: 404,
    });
  });
});
