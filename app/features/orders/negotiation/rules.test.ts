// The buyer's negotiation and budget data: form schemas, the pagu guard, role changes and
// which round the buyer may answer.
import { describe, expect, it } from "vitest";
import type { Order } from "~/lib/admin/orders.server";
import { digitsOnly } from "~/lib/digits";
import {
  canApprove,
  canCounter,
  canStoreSpk,
  formOfOldModal,
  lineSubtotal,
  negotiatedPrice,
  negotiationFormHref,
  offersShippingInput,
  resultModalApplies,
} from "~/features/orders/negotiation/rules";
import { EMPTY_DATA } from "~/lib/forms/texts";
import { EMPTY_SPK, PAGU_EXCEEDED, exceedsPagu, paguAmount, withRoles } from "~/features/orders/budget/spk";
import { parseCounterOffer } from "~/features/orders/negotiation/schema";
import { parseSpk, spkValues } from "~/features/orders/budget/schema";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of [value].flat()) data.append(key, item);
  return data;
}

const validSpk = {
  satuan_kerja: "Bagian Umum",
  lembaga: "Pemerintah Provinsi Bali",
  paket_kerja: "Pengadaan ATK 2026",
  tahun_anggaran: "2026",
  sumber_dana: "APBD",
  kode_rekening: "5102010100",
  pagu_anggaran: "50000000",
  tipe_pemerintah: "pengguna_anggaran",
  nama_pemerintah: "Ni Luh Putu Sari",
  nip_pemerintah: "198702152011012003",
  tipe_bendahara: "bendahara_pembantu",
  nama_bendahara: "I Gede Arsana",
  nip_bendahara: "198011202005011004",
};

describe("budget-data form (001 §5)", () => {
  it("accepts a complete form and coerces pagu to an integer", () => {
    const parsed = parseSpk(form(validSpk));
    expect(parsed).toEqual({
      ok: true,
      input: { ...validSpk, pagu_anggaran: 50_000_000 },
    });
  });

  it.each([
    ["satuan_kerja", "Nama Satuan Kerja Wajib Diisi"],
    ["lembaga", "Nama Kementerian/Lembaga/Pemerintahan Wajib Diisi"],
    ["paket_kerja", "Nama Paket Pekerjaan Wajib Diisi"],
    ["tahun_anggaran", "Tahun Anggaran Wajib Diisi"],
    ["sumber_dana", "Sumber Dana Wajib Diisi"],
    ["kode_rekening", "Kode Rekening Anggaran Wajib Diisi"],
    ["pagu_anggaran", "Pagu Anggaran Wajib Diisi"],
  ])("requires %s with the spec's message", (field, message) => {
    const parsed = parseSpk(form({ ...validSpk, [field]: "  " }));
    expect(parsed).toMatchObject({ ok: false, empty: false, errors: { [field]: message } });
  });

  it("takes digits only for the year, account code, pagu and NIPs, pagu and year at most 9", () => {
    const parsed = parseSpk(
      form({
        ...validSpk,
        tahun_anggaran: "20x6",
        kode_rekening: "5.1.02",
        pagu_anggaran: "1234567890",
        nip_pemerintah: "1987 0215",
      }),
    );
    expect(parsed).toMatchObject({
      ok: false,
      errors: {
        tahun_anggaran: "Pastikan data yang diinput berupa angka",
        kode_rekening: "Pastikan data yang diinput berupa angka",
        pagu_anggaran: "Pagu Anggaran terlalu panjang!",
        nip_pemerintah: "Pastikan data yang diinput berupa angka",
      },
    });
    expect(parseSpk(form({ ...validSpk, tahun_anggaran: "1234567890" }))).toMatchObject({
      errors: { tahun_anggaran: "Tahun Anggaran terlalu panjang!" },
    });
    expect(parseSpk(form({ ...validSpk, pagu_anggaran: "999999999" })).ok).toBe(true);
  });

  it("leaves the official's and treasurer's names and NIPs to the host (001 §5)", () => {
    const parsed = parseSpk(
      form({ ...validSpk, nama_pemerintah: "", nip_pemerintah: "", nama_bendahara: "", nip_bendahara: "" }),
    );
    expect(parsed.ok).toBe(true);
  });

  it("calls a form with nothing typed empty (the errorkosong modal)", () => {
    const parsed = parseSpk(form({ tipe_pemerintah: "ppk", tipe_bendahara: "bendahara_umum" }));
    expect(parsed).toMatchObject({ ok: false, empty: true });
    expect(parseSpk(form({ satuan_kerja: "Bagian Umum" }))).toMatchObject({ ok: false, empty: false });
  });

  it("refuses a role outside the spec's and keeps the defaults for re-rendering", () => {
    expect(parseSpk(form({ ...validSpk, tipe_pemerintah: "raja" }))).toMatchObject({
      ok: false,
      errors: { tipe_pemerintah: "Jabatan tidak valid" },
    });
    const values = spkValues(form({ satuan_kerja: "Bagian Umum", tipe_pemerintah: "raja" }));
    expect(values).toMatchObject({
      satuan_kerja: "Bagian Umum",
      tipe_pemerintah: "ppk",
      tipe_bendahara: "bendahara_umum",
      pagu_anggaran: "",
    });
  });
});

describe("role change (001 §4)", () => {
  const typed = { ...EMPTY_SPK, ...validSpk } as typeof EMPTY_SPK;

  it("clears the name and NIP of the role that changed, keeping the rest", () => {
    const next = withRoles(typed, "kuasa_pengguna_anggaran", "bendahara_pembantu");
    expect(next).toMatchObject({
      tipe_pemerintah: "kuasa_pengguna_anggaran",
      nama_pemerintah: "",
      nip_pemerintah: "",
      nama_bendahara: "I Gede Arsana",
      nip_bendahara: "198011202005011004",
      satuan_kerja: "Bagian Umum",
      pagu_anggaran: "50000000",
    });
    expect(withRoles(typed, "pengguna_anggaran", "bendahara_umum")).toMatchObject({
      nama_pemerintah: "Ni Luh Putu Sari",
      nama_bendahara: "",
      nip_bendahara: "",
    });
  });

  it("keeps everything when no role changed", () => {
    expect(withRoles(typed, "pengguna_anggaran", "bendahara_pembantu")).toEqual(typed);
  });
});

describe("pagu guard", () => {
  it("warns when the order costs more than the pagu, not otherwise", () => {
    expect(exceedsPagu(1_500_000, "1000000")).toBe(true);
    expect(exceedsPagu(1_000_000, "1000000")).toBe(false);
    expect(exceedsPagu(999_999, 1_000_000)).toBe(false);
    expect(PAGU_EXCEEDED).toBe("Total pesanan melebihi pagu anggaran");
  });

  it("says nothing before a pagu is typed", () => {
    expect(exceedsPagu(1_500_000, "")).toBe(false);
    expect(exceedsPagu(1_500_000, null)).toBe(false);
    expect(exceedsPagu(1_500_000, "abc")).toBe(false);
  });

  it("reads pagu as the spec coerces it (an integer)", () => {
    expect(paguAmount("0012")).toBe(12);
    expect(paguAmount("12abc")).toBe(12);
    expect(exceedsPagu(1, "0")).toBe(true);
  });
});

describe("counter-offer (001 §5)", () => {
  const lines = { transaction_detail_id: ["11", "12"], nego_step: "2" };
  // Line 11 costs Rp. 32.500 (its promo price), line 12 Rp. 5.000; the quoted shipping Rp. 48.000.
  const limits = {
    prices: new Map([
      [11, 32_500],
      [12, 5_000],
    ]),
    shipping: 48_000,
  };

  it("keeps the lines with a new price and the shipping price", () => {
    const parsed = parseCounterOffer(
      form({
        ...lines,
        new_price: ["1200", ""],
        new_shipping_price: "25000",
        notes: " Mohon ",
        intent: "nego",
      }),
      limits,
    );
    expect(parsed).toEqual({
      ok: true,
      offer: { negoStep: 2, prices: [{ detailId: 11, newPrice: 1200 }], shipping: 25000, notes: "Mohon" },
    });
  });

  it("takes a shipping price alone (the proposal modal)", () => {
    expect(parseCounterOffer(form({ nego_step: "2", new_shipping_price: "15000" }), limits)).toMatchObject({
      ok: true,
      offer: { prices: [], shipping: 15000 },
    });
  });

  it("calls a round with no new price and no shipping price empty", () => {
    expect(
      parseCounterOffer(form({ ...lines, new_price: ["", " "], new_shipping_price: "" }), limits),
    ).toEqual({
      ok: false,
      empty: true,
      errors: {},
    });
    expect(EMPTY_DATA).toBe("mohon untuk mengisi data terlebih dahulu");
  });

  it("names the line whose price is not digits or too long", () => {
    const parsed = parseCounterOffer(
      form({ ...lines, new_price: ["12a", "12345678901"], new_shipping_price: "123456789" }),
      limits,
    );
    expect(parsed).toEqual({
      ok: false,
      empty: false,
      errors: {
        "new_price.0": "Pastikan data yang diinput berupa angka",
        "new_price.1": "Data terlalu panjang!",
        new_shipping_price: "Data terlalu panjang!",
      },
    });
  });

  it("refuses a price above the line's price or of 0, and shipping above the quote (Syarat Nego Harga)", () => {
    expect(
      parseCounterOffer(form({ ...lines, new_price: ["40000", "0"], new_shipping_price: "1234567" }), limits),
    ).toEqual({
      ok: false,
      empty: false,
      errors: {
        "new_price.0": "Harga negosiasi tidak boleh melebihi harga normal",
        "new_price.1": "Harga negosiasi harus lebih dari Rp. 0",
        new_shipping_price: "Ongkos kirim negosiasi tidak boleh melebihi ongkos kirim normal",
      },
    });
    // The limits themselves stand.
    expect(
      parseCounterOffer(form({ ...lines, new_price: ["32500", "5000"], new_shipping_price: "48000" }), limits)
        .ok,
    ).toBe(true);
  });

  it("refuses lists that do not line up and a missing round", () => {
    expect(parseCounterOffer(form({ ...lines, new_price: ["1"] }), limits).ok).toBe(false);
    expect(parseCounterOffer(form({ new_shipping_price: "1" }), limits).ok).toBe(false);
  });
});

type Round = Order["negotiations"][number];
const round = (nego_step: number, is_admin: boolean, shipping = false): Round => ({
  id: nego_step,
  nego_step,
  is_admin,
  notes: "",
  created_at: "2026-01-01T00:00:00Z",
  product_negotiation: [],
  shipping_cost_negotiation: shipping ? { old_price: 20000, new_price: 15000 } : null,
});
const order = (status: string, negotiations: Round[], spk = false) =>
  ({
    negotiations,
    data: { status, spk: spk ? ({} as NonNullable<Order["data"]["spk"]>) : null },
  }) as Pick<Order, "negotiations"> & { data: Pick<Order["data"], "status" | "spk"> };

describe("who answers which round", () => {
  it("offers the next batch only while pending with the administrator's round latest", () => {
    expect(canCounter(order("Pending", [round(1, false), round(2, true)]))).toBe(true);
    expect(canCounter(order("pending", [round(1, false)]))).toBe(false);
    expect(canCounter(order("confirmed", [round(1, false), round(2, true)]))).toBe(false);
  });

  it("approves the offer or a confirmed negotiated order once; confirms a plain confirmed order", () => {
    expect(canApprove(order("pending", [round(1, false), round(2, true)]))).toBe(true);
    expect(canApprove(order("confirmed", [round(1, false)]))).toBe(true);
    expect(canApprove(order("confirmed", []))).toBe(false);
    expect(canStoreSpk(order("confirmed", []))).toBe(true);
    expect(canStoreSpk(order("confirmed", [], true))).toBe(false);
    expect(canStoreSpk(order("document", []))).toBe(false);
    expect(canStoreSpk(order("pending", [round(1, false)]))).toBe(false);
  });

  it("offers a shipping input when the latest round negotiated shipping", () => {
    expect(offersShippingInput(order("pending", [round(1, false, true), round(2, true)]))).toBe(false);
    expect(offersShippingInput(order("pending", [round(1, false), round(2, true, true)]))).toBe(true);
  });

  it("shows a success modal only while the order bears it out", () => {
    expect(resultModalApplies("ajukannego", order("pending", [round(1, true), round(2, false)]))).toBe(
      "ajukannego",
    );
    expect(resultModalApplies("ajukannego", order("pending", [round(1, false), round(2, true)]))).toBeNull();
    expect(resultModalApplies("confirmnego", order("document", [], true))).toBe("confirmnego");
    expect(resultModalApplies("confirmnego", order("confirmed", []))).toBeNull();
    expect(resultModalApplies("spk", order("confirmed", []))).toBeNull();
  });

  it("gives each form its own route under its tab, and leads the old ?modal= addresses there", () => {
    expect(negotiationFormHref(7, "detail", "anggaran")).toBe(
      "/profil/detailtransaksi/anggaran?id_transaksi=7",
    );
    expect(negotiationFormHref(7, "negosiasi", "ongkir")).toBe(
      "/profil/detailtransaksi/negosiasi/ongkir?id_transaksi=7",
    );
    expect(formOfOldModal("spk")).toBe("anggaran");
    expect(formOfOldModal("ongkir")).toBe("ongkir");
    for (const modal of [null, "confirmnego", "ajukannego", "anggaran", "bukti"]) {
      expect(formOfOldModal(modal)).toBeNull();
    }
  });

  it("keeps digits only as the buyer types", () => {
    expect(digitsOnly("Rp. 1.250.000,-")).toBe("1250000");
  });
});

describe("a line's prices as the order, the print and the export show them", () => {
  const line = { is_nego: true, price_nego: 9_000, subtotal_nego: 18_000, subtotal: 20_000 };
  it("a negotiated line shows its negotiated price and subtotal", () => {
    expect(negotiatedPrice(line)).toBe(9_000);
    expect(lineSubtotal(line)).toBe(18_000);
  });
  it("a line never negotiated, or without a negotiated price, has none and keeps its subtotal", () => {
    expect(negotiatedPrice({ ...line, is_nego: false })).toBeNull();
    expect(lineSubtotal({ ...line, is_nego: false })).toBe(20_000);
    expect(negotiatedPrice({ ...line, price_nego: null })).toBeNull();
    expect(lineSubtotal({ ...line, price_nego: null })).toBe(20_000);
  });
  it("a negotiated line without a negotiated subtotal keeps its own", () => {
    expect(lineSubtotal({ ...line, subtotal_nego: null })).toBe(20_000);
  });
});
