// The SPK handlers' own logic: the no-JS role change and telling a repeated SPK from another.
import { describe, expect, it } from "vitest";
import type { Spk } from "~/lib/admin/orders.server";
import type { OrderActionContext } from "~/features/orders/order-page.server";
import { changeSpkRole, sameSpk } from "~/features/orders/budget/action.server";

function context(fields: Record<string, string>): OrderActionContext {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return { body: { fields: body } } as unknown as OrderActionContext;
}

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
