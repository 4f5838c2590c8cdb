// store-spk and store-negotiation through the real admin client, against a local server that
// records what it was sent and answers the ways 001 §7/§8 describe.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Answer = { status: number; body: unknown };
let server: Server;
let next: Answer = { status: 201, body: {} };
let received: { url: string; type: string; body: string } | null = null;

let client: typeof import("~/lib/admin/client.server");
let spk: typeof import("~/lib/admin/spk.server");
let negotiation: typeof import("~/lib/admin/negotiation.server");

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received = { url: req.url ?? "", type: req.headers["content-type"] ?? "", body: await readBody(req) };
    res.writeHead(next.status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.ADMIN_API_URL = `http://127.0.0.1:${port}/api`;
  client = await import("~/lib/admin/client.server");
  spk = await import("~/lib/admin/spk.server");
  negotiation = await import("~/lib/admin/negotiation.server");
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const admin = () =>
  client.createAdminClient({ token: "tok", onUnauthenticated: () => Promise.reject(new Error("401")) });

const input = {
  satuan_kerja: "Bagian Umum",
  lembaga: "Pemerintah Provinsi Bali",
  paket_kerja: "Pengadaan ATK 2026",
  tahun_anggaran: "2026",
  sumber_dana: "APBD",
  kode_rekening: "5102010100",
  pagu_anggaran: 50_000_000,
  tipe_pemerintah: "kuasa_pengguna_anggaran" as const,
  nama_pemerintah: "Ni Luh Putu Sari",
  nip_pemerintah: "198702152011012003",
  tipe_bendahara: "bendahara_pengeluaran" as const,
  nama_bendahara: "I Gede Arsana",
  nip_bendahara: "198011202005011004",
};

/** The multipart fields the server received. */
function multipartFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[match[1]] = match[2];
  return fields;
}

describe("store-spk", () => {
  it("sends multipart with the spec's role strings and reads 201 as success", async () => {
    next = { status: 201, body: { status: "Success", message: "Data anda telah berhasil disimpan" } };
    expect(await spk.storeSpk(admin(), 42, input)).toEqual({
      ok: true,
      message: "Data anda telah berhasil disimpan",
    });
    expect(received?.url).toBe("/api/transaction/store-spk");
    expect(received?.type).toMatch(/^multipart\/form-data/);
    expect(multipartFields(received!.body)).toEqual({
      transaction_id: "42",
      satuan_kerja: "Bagian Umum",
      lembaga: "Pemerintah Provinsi Bali",
      paket_kerja: "Pengadaan ATK 2026",
      tahun_anggaran: "2026",
      sumber_dana: "APBD",
      kode_rekening: "5102010100",
      pagu_anggaran: "50000000",
      tipe_pemerintah: "kuasa pengguna angaran",
      nama_pemerintah: "Ni Luh Putu Sari",
      nip_pemerintah: "198702152011012003",
      tipe_bendahara: "bendahara pengeluaran",
      nama_bendahara: "I Gede Arsana",
      nip_bendahara: "198011202005011004",
    });
  });

  it("sends ppk and bendahara umum as the spec writes them", async () => {
    next = { status: 200, body: { status: "Success" } };
    const answer = await spk.storeSpk(admin(), 1, {
      ...input,
      tipe_pemerintah: "ppk",
      tipe_bendahara: "bendahara_umum",
    });
    expect(answer.ok).toBe(true);
    expect(multipartFields(received!.body)).toMatchObject({
      tipe_pemerintah: "ppk",
      tipe_bendahara: "bendahara umum",
    });
  });

  it.each(["nama_pemerintah", "nip_pemerintah", "nama_bendahara", "nip_bendahara"])(
    "reads a 400 with an error on %s as 'Mohon Lengkapi data anda terlebih dahulu'",
    async (field) => {
      next = {
        status: 400,
        body: { massage: "Nama Pemerintah Wajib Diisi", message: "x", errors: { [field]: ["Wajib"] } },
      };
      expect(await spk.storeSpk(admin(), 1, input)).toEqual({
        ok: false,
        message: "Mohon Lengkapi data anda terlebih dahulu",
      });
    },
  );

  it("shows the answer's massage (sic) for any other refusal", async () => {
    next = {
      status: 400,
      body: { massage: "Transaksi tidak dapat dikonfirmasi", message: "ignored when massage is there" },
    };
    expect(await spk.storeSpk(admin(), 1, input)).toEqual({
      ok: false,
      message: "Transaksi tidak dapat dikonfirmasi",
    });
    next = { status: 400, body: { massage: "Sumber Dana Wajib Diisi", errors: { sumber_dana: ["x"] } } };
    expect(await spk.storeSpk(admin(), 1, input)).toEqual({ ok: false, message: "Sumber Dana Wajib Diisi" });
  });

  it("reads a 2xx whose status is not success as a refusal", async () => {
    next = { status: 200, body: { status: "Failed", massage: "Gagal menyimpan" } };
    expect(await spk.storeSpk(admin(), 1, input)).toEqual({ ok: false, message: "Gagal menyimpan" });
  });

  it("lets another buyer's order (404) through as an error for the page", async () => {
    next = { status: 404, body: { message: "Data tidak ditemukan" } };
    await expect(spk.storeSpk(admin(), 1, input)).rejects.toMatchObject({ status: 404 });
  });
});

describe("store-negotiation", () => {
  it("posts JSON with index-aligned lists, the shipping pair only when it changes", async () => {
    next = { status: 201, body: { message: "Selamat", data: { id: 5 } } };
    const message = await negotiation.storeNegotiation(admin(), 9, {
      prices: [{ detailId: 11, oldPrice: 1500, newPrice: 1200 }],
      shipping: null,
      notes: "Mohon",
    });
    expect(message).toBe("Selamat");
    expect(received?.url).toBe("/api/transaction/store-negotiation/9");
    expect(received?.type).toBe("application/json");
    expect(JSON.parse(received!.body)).toEqual({
      transaction_id: 9,
      transaction_detail_id: [11],
      old_price: [1500],
      new_price: [1200],
      notes: "Mohon",
    });

    await negotiation.storeNegotiation(admin(), 9, {
      prices: [],
      shipping: { oldPrice: 30000, newPrice: 25000 },
      notes: "",
    });
    expect(JSON.parse(received!.body)).toMatchObject({
      old_shipping_price: 30000,
      new_shipping_price: 25000,
      transaction_detail_id: [],
    });
  });

  it("throws the host's message (data.message) on a refusal", async () => {
    next = { status: 422, body: { message: "Negosiasi tidak dapat diajukan", errors: {} } };
    await expect(
      negotiation.storeNegotiation(admin(), 9, { prices: [], shipping: null, notes: "" }),
    ).rejects.toMatchObject({ status: 422, message: "Negosiasi tidak dapat diajukan" });
  });
});
