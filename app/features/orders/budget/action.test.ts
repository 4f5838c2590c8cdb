// The SPK handlers' own logic: the no-JS role change and telling a repeated SPK from another; the
// budget form's action (its two intents) when the host refuses the SPK or is busy, with the host
// calls, the session and the CSRF check as stand-ins.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Spk } from "~/lib/admin/orders.server";
import type { FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import { budgetFormAction, changeSpkRole, sameSpk } from "~/features/orders/budget/action.server";
import {
  failingAdmin,
  formPost,
  hostBusy,
  orderPost,
  rejection,
  type Fields,
  type Sent,
} from "../../../../tests/unit/host-fakes.helpers";

const host = vi.hoisted(() => ({ storeSpk: vi.fn(), getOrder: vi.fn() }));

vi.mock("~/lib/admin/spk.server", () => ({ storeSpk: host.storeSpk }));
vi.mock("~/lib/admin/orders.server", async (original) => ({
  ...(await original<typeof import("~/lib/admin/orders.server")>()),
  getOrder: host.getOrder,
}));
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
  adminClient: async () => ({}),
}));

beforeEach(() => {
  vi.resetAllMocks();
});

/** A post of the budget form on Detail Pesanan; the role change asks the host nothing. */
const context = (fields: Fields) =>
  orderPost({ admin: failingAdmin(new Error("no host call")), transactionId: 7, tab: "detail", fields });

const typed = {
  satuan_kerja: "Bagian Umum",
  pagu_anggaran: "50000000",
  nama_pemerintah: "Ni Luh Putu Sari",
  nip_pemerintah: "198702152011012003",
  nama_bendahara: "I Gede Arsana",
  nip_bendahara: "198011202005011004",
};

describe("role change without JavaScript (intent spk-role)", () => {
  it("clears the changed role's name and NIP against the role the form was rendered with", async () => {
    const answer = await changeSpkRole(
      context({
        ...typed,
        tipe_pemerintah_awal: "ppk",
        tipe_pemerintah: "kuasa_pengguna_anggaran",
        tipe_bendahara_awal: "bendahara_umum",
        tipe_bendahara: "bendahara_umum",
      }),
    );
    expect(answer).toMatchObject({
      intent: "spk-role",
      reply: {
        initialValue: {
          satuan_kerja: "Bagian Umum",
          pagu_anggaran: "50000000",
          tipe_pemerintah: "kuasa_pengguna_anggaran",
          nama_pemerintah: "",
          nip_pemerintah: "",
          tipe_bendahara: "bendahara_umum",
          nama_bendahara: "I Gede Arsana",
        },
        error: {},
      },
    });
    expect(answer.dialog).toBeUndefined();
  });

  it("keeps both people when the roles stay", async () => {
    const answer = await changeSpkRole(
      context({
        ...typed,
        tipe_pemerintah_awal: "ppk",
        tipe_pemerintah: "ppk",
        tipe_bendahara_awal: "bendahara_pembantu",
        tipe_bendahara: "bendahara_pembantu",
      }),
    );
    expect(answer.reply.initialValue).toMatchObject({
      nama_pemerintah: "Ni Luh Putu Sari",
      nama_bendahara: "I Gede Arsana",
    });
  });
});

describe("a repeated SPK", () => {
  const stored: Spk = {
    satuan_kerja: "Bagian Umum",
    lembaga: "Pemerintah Provinsi Bali",
    paket_kerja: "Pengadaan ATK 2026",
    tahun_anggaran: "2026",
    sumber_dana: "APBD",
    kode_rekening: "5102010100",
    pagu_anggaran: 50_000_000,
    tipe_pemerintah: "pengguna angaran",
    nama_pemerintah: "Ni Luh Putu Sari",
    nip_pemerintah: "198702152011012003",
    tipe_bendahara: "bendahara umum",
    nama_bendahara: "I Gede Arsana",
    nip_bendahara: "198011202005011004",
  };
  const input = {
    ...stored,
    tipe_pemerintah: "pengguna_anggaran" as const,
    tipe_bendahara: "bendahara_umum" as const,
  };

  it("is the stored one when every field matches (roles in the spec's strings)", () => {
    expect(sameSpk(stored, input)).toBe(true);
  });

  it("differs by any field or role", () => {
    expect(sameSpk(stored, { ...input, pagu_anggaran: 1 })).toBe(false);
    expect(sameSpk(stored, { ...input, tipe_pemerintah: "ppk" })).toBe(false);
    expect(sameSpk(stored, { ...input, nip_bendahara: "1" })).toBe(false);
  });
});

describe("the budget form's action (two intents: spk, spk-role)", () => {
  const filled = {
    satuan_kerja: "Bagian Umum",
    lembaga: "Pemerintah Provinsi Bali",
    paket_kerja: "Pengadaan ATK 2026",
    tahun_anggaran: "2026",
    sumber_dana: "APBD",
    kode_rekening: "5102010100",
    pagu_anggaran: "50000000",
    tipe_pemerintah: "ppk",
    nama_pemerintah: "Ni Luh Putu Sari",
    nip_pemerintah: "198702152011012003",
    tipe_bendahara: "bendahara_umum",
    nama_bendahara: "I Gede Arsana",
    nip_bendahara: "198011202005011004",
  };
  const post = (fields: Record<string, string>) =>
    budgetFormAction("detail")(
      formPost("/profil/detailtransaksi/anggaran?id_transaksi=7", { csrf: "token", ...fields }),
    );

  it("shows the host's refusal in the errorconfirmnego modal, the form as typed (422)", async () => {
    host.storeSpk.mockResolvedValue({ ok: false, message: "Mohon Lengkapi data anda terlebih dahulu" });
    host.getOrder.mockResolvedValue({ data: { spk: null } });
    const sent = (await post({ intent: "spk", ...filled })) as unknown as Sent<FormAnswer>;
    expect(sent.init?.status).toBe(422);
    expect(sent.data).toMatchObject({
      intent: "spk",
      dialog: { message: "Mohon Lengkapi data anda terlebih dahulu", name: "errorconfirmnego" },
      reply: { initialValue: { satuan_kerja: "Bagian Umum", pagu_anggaran: "50000000" } },
    });
  });

  it("a busy host: the busy message in the same modal, its status and Retry-After", async () => {
    host.storeSpk.mockRejectedValue(hostBusy(503, "9"));
    const sent = (await post({ intent: "spk", ...filled })) as unknown as Sent<FormAnswer>;
    expect(sent.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(sent.data).toMatchObject({
      intent: "spk",
      dialog: { message: HOST_BUSY_MESSAGE, name: "errorconfirmnego" },
      reply: { initialValue: { nama_bendahara: "I Gede Arsana" } },
    });
  });

  it("takes only its two intents: anything else is refused with 400", async () => {
    const refused = (await rejection(() => post({ intent: "nego", ...filled }))) as Response;
    expect(refused.status).toBe(400);
    expect(host.storeSpk).not.toHaveBeenCalled();
  });
});
