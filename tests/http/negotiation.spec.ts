// The buyer's side of an order's negotiation and budget data without JavaScript (001 §2
// Negosiasi, §5) as HTTP conversations, with the operator API playing the administrator; the same
// journeys with JavaScript are in tests/e2e/negotiation.spec.ts. Every test has its own buyer
// and orders.
import type { Element } from "domhandler";
import { createBuyer, expect, operator, signIn, test, type NoJsBrowser } from "./kit";
import {
  adminCounter,
  hostOrder,
  hostToken,
  offeredOrder,
  placeOrder,
  ORDER_PRODUCTS,
} from "./support/orders";
import { detail, EMPTY, NEGO_SUCCESS, negotiation, SPK } from "../support/negotiation";

test.use({ buyerWithAddress: true });

/** A form's route under its tab. */
const formRoute = (tab: "" | "/negosiasi", form: "anggaran" | "ongkir") =>
  new RegExp(`^/profil/detailtransaksi${tab}/${form}\\?id_transaksi=\\d+$`);
const address = (visitor: NoJsBrowser) => visitor.url.pathname + visitor.url.search;
const modal = (visitor: NoJsBrowser, name: string) => visitor.text(`[data-modal="${name}"]`);
const PEJABAT = 'fieldset:has(> legend:contains("Pejabat Pemerintah"))';

function fillSpk(visitor: NoJsBrowser, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) visitor.fill(label, value);
}

function fillOfficials(visitor: NoJsBrowser) {
  visitor
    .fill("Nama PPK", "Ni Luh Putu Sari")
    .fill("NIP PPK", "198702152011012003")
    .fill("Nama Bendahara Umum", "I Gede Arsana")
    .fill("NIP Bendahara Umum", "198011202005011004");
}

/** Signs in on the order's Detail Pesanan and opens its Negosiasi tab. */
async function openNegotiation(
  visitor: NoJsBrowser,
  buyer: { username: string; password: string },
  id: number,
) {
  await signIn(visitor, buyer, detail(id));
  await visitor.follow("Negosiasi", 'nav[aria-label="Tab transaksi"]');
  expect(address(visitor)).toBe(negotiation(id));
}

test("counter-offer: empty refused, a new batch, the administrator counters, the buyer approves with the SPK", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const { id, lines } = await offeredOrder(request, host, {
    products: ORDER_PRODUCTS,
    adminShipping: 20_000,
  });
  await openNegotiation(visitor, buyer, id);

  expect(visitor.text('[data-testid="batch-1"]')).toContain("Batch 1");
  expect(visitor.text('[data-testid="batch-1"]')).toContain("Tidak ada catatan");
  const batch2 = visitor.text('[data-testid="batch-2"]');
  expect(batch2).toContain("Penawaran Administrator");
  expect(batch2).toContain("Rp. 15.000");
  expect(batch2).toContain("Ongkos Kirim");
  expect(batch2).toContain("Harga terbaik dari kami");

  // 001 §5: nothing new is refused (400) with the errorkosong modal; nothing is sent.
  await visitor.press("Lanjutkan Negosiasi");
  expect(visitor.status).toBe(400);
  expect(modal(visitor, "errorkosong")).toBe(EMPTY);
  expect((await hostOrder(request, id)).negotiations).toHaveLength(2);

  visitor
    .fill(lines[0].name_product, "12000")
    .fill("Ongkos Kirim", "18000")
    .fill("Catatan", "Mohon dipertimbangkan");
  await visitor.press("Lanjutkan Negosiasi");
  expect(modal(visitor, "ajukannego")).toBe(NEGO_SUCCESS);
  const batch3 = visitor.text('[data-testid="batch-3"]');
  expect(batch3).toContain("Penawaran Anda");
  expect(batch3).toContain("Rp. 12.000");
  expect(batch3).toContain("Rp. 18.000");
  expect(batch3).toContain("Mohon dipertimbangkan");
  await visitor.follow("Oke");
  expect(visitor.$('[data-modal="ajukannego"]')).toHaveLength(0);
  // The buyer spoke last: no form until the administrator answers.
  expect(() => visitor.button("Lanjutkan Negosiasi")).toThrow(/no button/);
  expect(visitor.text('[role="note"]')).toContain("Mohon menunggu tanggapan administrator");

  const host3 = await hostOrder(request, id);
  expect(host3.negotiations.at(-1)).toMatchObject({
    nego_step: 3,
    is_admin: 0,
    shipping_cost_negotiation: { old_price: 20_000, new_price: 18_000 },
  });
  expect(host3.negotiations.at(-1)?.product_negotiation).toEqual([
    expect.objectContaining({ transaction_detail_id: lines[0].id, new_price: 12_000 }),
  ]);

  await adminCounter(request, id, {
    prices: [{ transaction_detail_id: lines[0].id, new_price: 13_000 }],
    notes: "Tawaran terakhir",
  });
  await visitor.reload();
  expect(visitor.text('[data-testid="batch-4"]')).toContain("Tawaran terakhir");

  await visitor.follow("Setujui Negosiasi");
  expect(address(visitor)).toMatch(formRoute("/negosiasi", "anggaran"));
  fillSpk(visitor, SPK);
  fillOfficials(visitor);
  await visitor.press("Simpan");
  expect(modal(visitor, "confirmnego")).toBe("Data anda telah berhasil disimpan");
  const approved = await hostOrder(request, id);
  expect(approved.data.status).toBe("confirm");
  expect(approved.data.data.spk).toMatchObject({
    tipe_pemerintah: "ppk",
    tipe_bendahara: "bendahara umum",
    pagu_anggaran: 900_000_000,
  });
  await visitor.follow("Oke");
  expect(() => visitor.link("Setujui Negosiasi")).toThrow(/no link/);
});

test("SPK on a confirmed order: role change clears names, the host's 400, the pagu guard, success", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const id = await placeOrder(request, host);
  const total = (await hostOrder(request, id)).data.data.grand_total;
  await signIn(visitor, buyer, detail(id));

  expect(visitor.text("#konfirmasi")).toContain("Ringkasan Belanja");
  await visitor.follow("Konfirmasi Transaksi", "#konfirmasi");
  expect(address(visitor)).toMatch(formRoute("", "anggaran"));

  // An empty form (sent with Enter, which saves): the errorkosong modal and every required
  // message, under 400.
  const field = visitor.field("Nama Satuan Kerja");
  const form = visitor
    .$<Element, string>("form")
    .toArray()
    .find((el) => visitor.$(el).find(field).length > 0);
  await visitor.submit(form!);
  expect(visitor.status).toBe(400);
  expect(modal(visitor, "errorkosong")).toBe(EMPTY);
  expect(visitor.text()).toContain("Nama Satuan Kerja Wajib Diisi");
  expect(visitor.text()).toContain("Pagu Anggaran Wajib Diisi");

  fillSpk(visitor, { ...SPK, "Pagu Anggaran": String(total - 1) });
  fillOfficials(visitor);

  // Changing the official's role clears that official's name and NIP, nothing else.
  visitor.select("Jabatan", "pengguna_anggaran", PEJABAT);
  await visitor.press("Ganti Jabatan", PEJABAT);
  expect(visitor.value("Nama Pengguna Anggaran")).toBe("");
  expect(visitor.value("NIP Pengguna Anggaran")).toBe("");
  expect(visitor.value("Nama Bendahara Umum")).toBe("I Gede Arsana");
  expect(visitor.value("Nama Satuan Kerja")).toBe("Bagian Umum");
  expect(visitor.value("Pagu Anggaran")).toBe(String(total - 1));

  // The official is missing: the host's 400 reads 'Mohon Lengkapi data anda terlebih dahulu' (a
  // host refusal: 422).
  await visitor.press("Simpan");
  expect(visitor.status).toBe(422);
  expect(modal(visitor, "errorconfirmnego")).toBe("Mohon Lengkapi data anda terlebih dahulu");
  expect(visitor.text(visitor.$<Element, string>('dialog:has([data-modal="errorconfirmnego"])'))).toContain(
    "Ooppsss",
  );
  // Nothing typed is lost, and the pagu guard shows after the post too.
  expect(visitor.value("Kode Rekening Anggaran")).toBe("5102010100");
  expect(visitor.value("Nama Bendahara Umum")).toBe("I Gede Arsana");
  expect(visitor.text('[data-testid="pagu-warning"]')).toBe("Total pesanan melebihi pagu anggaran");
  expect((await hostOrder(request, id)).data.status).toBe("confirmed");

  // The warning does not block: the buyer may know better.
  visitor.fill("Nama Pengguna Anggaran", "Made Wirawan").fill("NIP Pengguna Anggaran", "197905122003121002");
  await visitor.press("Simpan");
  expect(modal(visitor, "confirmnego")).toBe("Data anda telah berhasil disimpan");
  const stored = await hostOrder(request, id);
  expect(stored.data.status).toBe("document");
  expect(stored.data.data.spk).toMatchObject({
    tipe_pemerintah: "pengguna angaran",
    nama_pemerintah: "Made Wirawan",
    pagu_anggaran: total - 1,
  });
  await visitor.follow("Oke");
  expect(visitor.$("#konfirmasi")).toHaveLength(0);
});

test("shipping-cost proposal: a buyer round with only the shipping price", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const { id } = await offeredOrder(request, host);
  await signIn(visitor, buyer, detail(id));
  await visitor.follow("Ajukan Harga Ongkir");
  expect(address(visitor)).toMatch(formRoute("", "ongkir"));
  expect(visitor.text("#ongkir")).toContain("Pengajuan Harga Ongkir");
  expect(visitor.text("#ongkir")).toContain("Rp.");
  await visitor.press("Ajukan", "#ongkir");
  expect(modal(visitor, "errorkosong")).toBe(EMPTY);
  visitor.fill("Harga yang diajukan", "9000");
  await visitor.press("Ajukan", "#ongkir");
  expect(modal(visitor, "ajukannego")).toBe(NEGO_SUCCESS);
  expect(visitor.url.pathname).toBe("/profil/detailtransaksi/negosiasi");
  const batch3 = visitor.text('[data-testid="batch-3"]');
  expect(batch3).toContain("Ongkos Kirim");
  expect(batch3).toContain("Rp. 9.000");
  const round = (await hostOrder(request, id)).negotiations.at(-1);
  expect(round).toMatchObject({ is_admin: 0, product_negotiation: [] });
  expect(round?.shipping_cost_negotiation?.new_price).toBe(9000);
});

test("double submits: two counter-offers at once make one round, two SPKs one SPK, both answered as success; another buyer's order is a 404", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const { id, lines } = await offeredOrder(request, host);
  await openNegotiation(visitor, buyer, id);
  const csrf = visitor.$('input[name="csrf"]').first().attr("value") ?? "";
  const post = (path: string, form: Record<string, string>) =>
    visitor.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, ...form }).toString(),
    });
  const counter = (order: number, line: number) =>
    post(negotiation(order), {
      intent: "nego",
      nego_step: "2",
      transaction_detail_id: String(line),
      new_price: "11000",
      notes: "",
    });
  const answers = await Promise.all([counter(id, lines[0].id), counter(id, lines[0].id)]);
  for (const answer of answers) {
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toContain("modal=ajukannego");
  }
  expect((await hostOrder(request, id)).negotiations.map((round) => round.is_admin)).toEqual([0, 1, 0]);

  // Another buyer's order: the same form answers the not-found page and changes nothing.
  const other = await hostToken(request, await createBuyer(request, true));
  const theirs = await offeredOrder(request, other);
  const foreign = await counter(theirs.id, theirs.lines[0].id);
  expect(foreign.status).toBe(404);
  expect((await hostOrder(request, theirs.id)).negotiations).toHaveLength(2);

  const confirmed = await placeOrder(request, host);
  const spk = () =>
    post(`/profil/detailtransaksi/anggaran?id_transaksi=${confirmed}`, {
      intent: "spk",
      satuan_kerja: "Bagian Umum",
      lembaga: "Pemerintah Provinsi Bali",
      paket_kerja: "Pengadaan ATK 2026",
      tahun_anggaran: "2026",
      sumber_dana: "APBD",
      kode_rekening: "5102010100",
      pagu_anggaran: "900000000",
      tipe_pemerintah: "ppk",
      nama_pemerintah: "Ni Luh Putu Sari",
      nip_pemerintah: "198702152011012003",
      tipe_bendahara: "bendahara_umum",
      nama_bendahara: "I Gede Arsana",
      nip_bendahara: "198011202005011004",
    });
  const stored = await Promise.all([spk(), spk()]);
  for (const answer of stored) {
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toContain("modal=confirmnego");
  }
  expect((await hostOrder(request, confirmed)).data.status).toBe("document");

  await visitor.goto(detail(confirmed));
  expect(visitor.$("#konfirmasi")).toHaveLength(0);
});

test("the host's word reaches the buyer: SPK of an order cancelled meanwhile, typed values kept", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const id = await placeOrder(request, host);
  // The form's old address (`?modal=spk`) leads to its route.
  await signIn(visitor, buyer, detail(id, "&modal=spk"));
  expect(address(visitor)).toMatch(formRoute("", "anggaran"));
  expect(visitor.$("#spk")).toHaveLength(1);
  fillSpk(visitor, SPK);
  fillOfficials(visitor);
  await operator(request, "POST", `orders/${id}/status`, { status: "cancel" });

  await visitor.press("Simpan");
  expect(visitor.status).toBe(422);
  expect(modal(visitor, "errorconfirmnego")).toBe("Transaksi tidak dapat dikonfirmasi");
  expect(visitor.value("Kode Rekening Anggaran")).toBe("5102010100");
  expect(visitor.value("Nama Bendahara Umum")).toBe("I Gede Arsana");
  expect((await hostOrder(request, id)).data.status).toBe("cancel");
});

test("the host's word reaches the buyer: a counter-offer and a shipping proposal refused, typed values kept", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const { id, lines } = await offeredOrder(request, host);
  await openNegotiation(visitor, buyer, id);
  visitor.fill(lines[0].name_product, "12000").fill("Catatan", "Mohon dipertimbangkan");
  await operator(request, "POST", `orders/${id}/status`, { status: "cancel" });
  await visitor.press("Lanjutkan Negosiasi");
  expect(visitor.status).toBe(422);
  expect(modal(visitor, "errorajukannego")).toBe("Negosiasi tidak dapat diajukan");
  expect(visitor.value(lines[0].name_product)).toMatch(/12[.]?000/);
  expect(visitor.value("Catatan")).toBe("Mohon dipertimbangkan");
  expect((await hostOrder(request, id)).negotiations).toHaveLength(2);

  // The shipping-cost proposal, from Detail Pesanan, on another order cancelled meanwhile.
  const other = await offeredOrder(request, host);
  await visitor.goto(detail(other.id));
  await visitor.follow("Ajukan Harga Ongkir");
  expect(visitor.$("#ongkir")).toHaveLength(1);
  visitor.fill("Harga yang diajukan", "9000");
  await operator(request, "POST", `orders/${other.id}/status`, { status: "cancel" });
  await visitor.press("Ajukan", "#ongkir");
  expect(visitor.status).toBe(422);
  expect(modal(visitor, "errorajukannego")).toBe("Negosiasi tidak dapat diajukan");
  expect(visitor.value("Harga yang diajukan")).toMatch(/9[.]?000/);
  expect((await hostOrder(request, other.id)).negotiations).toHaveLength(2);
});
