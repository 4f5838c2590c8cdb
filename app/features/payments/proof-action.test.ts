// The proof of payment's one action (the payment tab's proof route and the bank page) when the
// host does not take the proof, with stand-ins for the host, the session, the CSRF check and the
// upload reader (no network): a refusal in the errorbukti modal under 422 with its field messages
// on the form's fields, a busy host with the busy message (the file asked for again without the
// upload script) under its status and Retry-After, a voided payment of the buyer's own order as a
// refusal, another buyer's order as the page's 404, and a body naming another form refused.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminClient } from "~/lib/admin/client.server";
import type { FormAnswer } from "~/lib/forms/answer";
import { FILES_AGAIN, HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import type { Upload, UploadedFile } from "~/lib/uploads.server";
import {
  failingAdmin,
  hostBusy,
  refusedBy,
  rejection,
  type Sent,
} from "../../../tests/unit/host-fakes.helpers";

const stand = vi.hoisted(() => ({ admin: null as AdminClient | null, upload: null as Upload | null }));

vi.mock("~/lib/csrf.server", async (original) => ({
  ...(await original<typeof import("~/lib/csrf.server")>()),
  requireCsrf: async () => undefined,
}));
vi.mock("~/lib/session.server", async (original) => ({
  ...(await original<typeof import("~/lib/session.server")>()),
  requireUser: async () => ({ userId: 3, session: {} }),
}));
vi.mock("~/lib/admin/client.server", async (original) => ({
  ...(await original<typeof import("~/lib/admin/client.server")>()),
  adminClient: async () => stand.admin,
}));
vi.mock("~/lib/uploads.server", async (original) => ({
  ...(await original<typeof import("~/lib/uploads.server")>()),
  readUpload: async () => stand.upload,
}));

const { proofAction } = await import("./proof-action.server");

const typed = { atasnama: "Bagian Umum", no_rekening: "0011223344", namabank: "BPD Bali" };

/** The buyer's order 9, as GET transaction/9 answers it. */
const order = {
  data: {
    data: {
      id: 9,
      invoice: "INV-20261120-00009",
      status: "waiting_payment",
      created_at: "2026-11-20 09:00:00",
      total_price: 100_000,
      shipping_cost: 0,
      total_ppn: 0,
      grand_total: 100_000,
      transaction_detail: [],
    },
    address: {},
  },
  negotiations: [],
};

function send(admin: AdminClient, { intent = "kirim-bukti", script = false } = {}) {
  const fields = new FormData();
  fields.set("intent", intent);
  for (const [name, value] of Object.entries(typed)) fields.set(name, value);
  stand.admin = admin;
  stand.upload = {
    fields,
    files: [{ field: "file", extension: "png", toBlob: async () => new Blob(["\x89PNG"]) } as UploadedFile],
    fileErrors: {},
    dispose: async () => undefined,
  };
  const request = new Request("http://shop.test/profil/detailtransaksi/pembayaran/bukti?id_transaksi=9", {
    method: "POST",
    headers: script ? { "X-Upload": "1" } : {},
  });
  return proofAction({ request, params: {}, context: { cspNonce: "n" } }, (id) => `/terkirim/${id}`);
}

beforeEach(() => {
  stand.admin = null;
  stand.upload = null;
});

describe("the proof of payment's action", () => {
  it("shows the host's refusal in the errorbukti modal, its fields under the form's (422)", async () => {
    const refused = refusedBy(422, "No rekening tidak valid", {
      account_number: ["No rekening tidak valid"],
    });
    const sent = (await send(failingAdmin(refused))) as unknown as Sent<FormAnswer>;
    expect(sent.init?.status).toBe(422);
    expect(sent.data).toMatchObject({
      intent: "kirim-bukti",
      dialog: { title: "Ooppsss", message: "No rekening tidak valid", name: "errorbukti" },
      reply: { error: { no_rekening: ["No rekening tidak valid"] }, initialValue: typed },
    });
  });

  it("a busy host: the busy message, the file asked for again without the upload script", async () => {
    const plain = (await send(failingAdmin(hostBusy(503, "9")))) as unknown as Sent<FormAnswer>;
    expect(plain.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(plain.data.dialog).toMatchObject({
      name: "errorbukti",
      message: `${HOST_BUSY_MESSAGE} ${FILES_AGAIN}`,
    });
    expect(plain.data.reply.initialValue).toMatchObject(typed);
    const script = (await send(failingAdmin(hostBusy()), { script: true })) as unknown as Sent<FormAnswer>;
    expect(script.data.dialog?.message).toBe(HOST_BUSY_MESSAGE);
  });

  it("a payment voided meanwhile on the buyer's own order is a refusal; another buyer's order a 404", async () => {
    const voided = refusedBy(404, "Pembayaran tidak ditemukan");
    const own = (await send(failingAdmin(voided, () => order))) as unknown as Sent<FormAnswer>;
    expect(own.init?.status).toBe(422);
    expect(own.data.dialog?.message).toBe("Pembayaran tidak ditemukan");

    const theirs = (await rejection(() => send(failingAdmin(voided)))) as Response;
    expect(theirs.status).toBe(404);
  });

  it("refuses a body naming another form with 400, sending nothing", async () => {
    const admin = failingAdmin(new Error("nothing may be sent"));
    const refused = (await rejection(() => send(admin, { intent: "pilih-pembayaran" }))) as Response;
    expect(refused.status).toBe(400);
  });
});
