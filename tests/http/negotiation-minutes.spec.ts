// The satker's procurement file (issue 33, part 4) without JavaScript: the Berita Acara Negosiasi
// and the draft Surat Pesanan reached from the Negosiasi tab, their content against the host's
// own answers after a real negotiation (the buyer's offer, the administrator's counter, the
// buyer's approval), their Word files (a failing host included), the order's ZIP, and another
// buyer's order. Every test has its own buyer and orders; the operator API plays the administrator.
import { createBuyer, expect, NoJsBrowser, operator, setHostFault, signIn, test } from "./kit";
import {
  hostCall,
  hostOrder,
  hostToken,
  offeredOrder,
  placeOrder,
  ORDER_PRODUCTS,
} from "../e2e/support/orders";
import { choosePayment, paymentOperator, spkForm } from "../e2e/support/payments";
import { orderBody, rupiah, wita } from "../support/demo-orders";
import { detail, negotiation, SPK } from "../support/negotiation";
import { readZip } from "../unit/zip.helpers";

test.use({ buyerWithAddress: true });

const MINUTES = "Berita Acara Negosiasi";
const DRAFT = "Draf Surat Pesanan";
const minutesUrl = (id: number) => `/profil/detailtransaksi/berita-acara?id_transaksi=${id}`;
const draftUrl = (id: number) => `/profil/detailtransaksi/surat-pesanan?id_transaksi=${id}`;
const wordUrl = (url: string) => url.replace("?", "/unduh?");
const TAB_NAV = 'nav[aria-label="Tab transaksi"]';

type Round = { created_at: string };
type LogEntry = {
  section_change: string;
  old_value: string | null;
  new_value: string | null;
  created_at: string;
};

/** What every personal page and file of this feature answers with: private, never stored. */
function expectPrivate(visitor: NoJsBrowser) {
  expect(visitor.page.headers.get("cache-control")).toBe("private, no-store");
}

/** Round n's block of the document on the page. */
const round = (visitor: NoJsBrowser, step: number) => visitor.text(`[data-testid="agreement-round-${step}"]`);

/** The lines of signature n (1 left, 2 right). */
const signature = (visitor: NoJsBrowser, n: number) =>
  visitor
    .$(`[data-testid="agreement-signatures"] td:nth-child(${n}) p`)
    .toArray()
    .map((line) => visitor.text(visitor.$(line)));

/** Each body row of the tables under `scope`, as its cells' texts. */
const rows = (visitor: NoJsBrowser, scope: string) =>
  visitor
    .$(scope)
    .find("tbody tr")
    .toArray()
    .map((row) =>
      visitor
        .$(row)
        .find("td")
        .toArray()
        .map((cell) => visitor.text(visitor.$(cell))),
    );

test("a real negotiation: the tab's links, the Berita Acara of each round, the draft refused, then agreed", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  // Round 1: the buyer's 10.000 for the first line; round 2: the administrator's 15.000 with
  // shipping at 20.000 and a note.
  const { id, lines } = await offeredOrder(request, host, {
    products: ORDER_PRODUCTS,
    adminShipping: 20_000,
  });
  const offered = await hostOrder(request, id);
  const [first, second] = offered.negotiations as unknown as Round[];
  const invoice = (await hostCall<{ data: { invoice: string } }>(request, host, "GET", `transaction/${id}`))
    .data.invoice;

  await signIn(visitor, buyer, detail(id));
  await visitor.follow("Negosiasi", TAB_NAV);
  const links = '[data-testid="agreement-links"]';
  // Still negotiating: the Berita Acara so far, and why there is no draft yet.
  expect(visitor.text('[data-testid="purchase-order-refused"]')).toBe(
    "Draf Surat Pesanan belum dapat dibuat karena negosiasi harga masih berlangsung. Draf tersedia setelah harga disepakati dan pesanan dikonfirmasi.",
  );
  expect(() => visitor.link(DRAFT, links)).toThrow(/no link/);

  // The draft asked for by its address: refused (409) with the reason; its Word file leads there.
  await visitor.goto(draftUrl(id));
  expect(visitor.status).toBe(409);
  expectPrivate(visitor);
  expect(visitor.text('[data-testid="agreement-refused"]')).toContain("negosiasi harga masih berlangsung");
  expect(visitor.text()).not.toContain("Barang yang Dipesan");
  await visitor.goto(wordUrl(draftUrl(id)));
  expect(visitor.page.chain).toEqual([`GET ${wordUrl(draftUrl(id))}`, `GET ${draftUrl(id)}`]);
  expect(visitor.status).toBe(409);

  await visitor.goto(negotiation(id));
  await visitor.follow(MINUTES, links);
  expect(visitor.url.pathname + visitor.url.search).toBe(minutesUrl(id));
  expect(visitor.status).toBe(200);
  expectPrivate(visitor);
  expect(visitor.$("script")).toHaveLength(0);
  expect(visitor.text(".print-meta")).toContain(`Pesanan: ${invoice}`);
  // Who offered what, per line and for shipping, when (WITA), with the note.
  expect(round(visitor, 1)).toContain("Tahap 1: Penawaran Pembeli");
  expect(round(visitor, 1)).toContain(wita(first.created_at));
  const initial = (await orderBody(request, id)).data.data.transaction_detail[0];
  expect(rows(visitor, '[data-testid="agreement-round-1"]')).toEqual([
    [lines[0].name_product, `2 ${initial.unit}`, rupiah(initial.price_after_discount), rupiah(10_000)],
  ]);
  expect(round(visitor, 1)).toContain("Catatan: Tidak ada catatan");
  expect(round(visitor, 2)).toContain("Tahap 2: Penawaran Administrator (Penyedia)");
  expect(round(visitor, 2)).toContain(wita(second.created_at));
  expect(rows(visitor, '[data-testid="agreement-round-2"]')).toEqual([
    [lines[0].name_product, `2 ${initial.unit}`, rupiah(10_000), rupiah(15_000)],
    ["Ongkos Kirim", "-", expect.stringMatching(/^Rp\. [\d.]+$/), rupiah(20_000)],
  ]);
  expect(round(visitor, 2)).toContain("Catatan: Harga terbaik dari kami");
  expect(visitor.text('[data-testid="agreement-outcome"]')).toContain(
    "Negosiasi masih berlangsung dan belum ada harga yang disepakati; menunggu tanggapan Pembeli.",
  );

  // The buyer approves the administrator's round with the budget data (the no-JS form).
  await visitor.goto(negotiation(id));
  await visitor.follow("Setujui Negosiasi");
  for (const [label, value] of Object.entries(SPK)) visitor.fill(label, value);
  visitor
    .fill("Nama PPK", "Ni Luh Putu Sari")
    .fill("NIP PPK", "198702152011012003")
    .fill("Nama Bendahara Umum", "I Gede Arsana")
    .fill("NIP Bendahara Umum", "198011202005011004");
  await visitor.press("Simpan");
  const agreed = await hostOrder(request, id);
  expect(agreed.data.status).toBe("confirm");
  const { grand_total: grandTotal } = agreed.data.data;
  const log = await hostCall<{ log: LogEntry[] }>(request, host, "GET", `transaction/log/${id}`);
  const approval = log.log.find(
    (entry) => entry.section_change === "status" && entry.new_value === "confirm",
  )!;

  await visitor.goto(negotiation(id));
  expect(visitor.$('[data-testid="purchase-order-refused"]')).toHaveLength(0);
  await visitor.follow(MINUTES, links);
  expect(visitor.text('[data-testid="agreement-outcome"]')).toBe(
    `Negosiasi telah disepakati: penawaran tahap 2 dari Administrator (Penyedia) disetujui oleh Pembeli pada ${wita(approval.created_at)}. Harga yang disepakati adalah sebagai berikut.`,
  );
  expect(visitor.text('[data-testid="agreement-lines"] thead')).toContain("Harga Sepakat");
  // Each line: its price before the rounds and the agreed one, the subtotal the host bills.
  expect(rows(visitor, '[data-testid="agreement-lines"]')).toEqual(
    (await orderBody(request, id)).data.data.transaction_detail.map((line, index) => [
      String(index + 1),
      line.name_product,
      `2 ${line.unit}`,
      rupiah(line.price_after_discount),
      rupiah(line.price_nego ?? line.price_after_discount),
      rupiah((line.price_nego ?? line.price_after_discount) * 2),
    ]),
  );
  expect(visitor.text('[data-testid="agreement-grand-total"]')).toBe(rupiah(grandTotal));
  expect(visitor.text('[data-testid="agreement-words"]')).toMatch(/^Terbilang: [A-Z][a-z ]+ rupiah$/);
  expect(visitor.text("#print-spk + dl")).toContain("Bagian Umum");
  // The buyer's side signed by the official of the budget data; the shop's name left to fill in.
  expect(signature(visitor, 2)).toEqual([
    "Pihak Pembeli",
    "PPK",
    "",
    "Ni Luh Putu Sari",
    "NIP. 198702152011012003",
  ]);
  expect(signature(visitor, 1)).toEqual([
    "Pihak Penyedia",
    "Toko Pengadaan",
    "",
    "..............................",
  ]);

  // The draft Surat Pesanan, now that the order is confirmed.
  await visitor.goto(negotiation(id));
  await visitor.follow(DRAFT, links);
  expect(visitor.url.pathname + visitor.url.search).toBe(draftUrl(id));
  expect(visitor.status).toBe(200);
  expectPrivate(visitor);
  expect(visitor.$("script")).toHaveLength(0);
  expect(visitor.text()).toContain("sesuai hasil negosiasi yang disepakati pada tahap 2");
  for (const line of agreed.data.data.transaction_detail)
    expect(visitor.text('[data-testid="agreement-lines"]')).toContain(line.name_product);
  expect(visitor.text('[data-testid="agreement-lines"]')).toContain(rupiah(15_000));
  expect(visitor.text('[data-testid="agreement-grand-total"]')).toBe(rupiah(grandTotal));
  expect(visitor.text("#print-spk + dl")).toContain("Pengadaan ATK 2026");
  expect(signature(visitor, 2)).toEqual([
    "Untuk dan atas nama Pemesan",
    "PPK",
    "",
    "Ni Luh Putu Sari",
    "NIP. 198702152011012003",
  ]);

  // Both Word files, from the tab: private attachments named after the order, the same document.
  for (const [name, file, text] of [
    [`Unduh ${MINUTES} (.doc)`, `${invoice}_Berita_Acara_Negosiasi.doc`, "Tahap 2: Penawaran Administrator"],
    [`Unduh ${DRAFT} (.doc)`, `${invoice}_Surat_Pesanan_Draf.doc`, "Barang yang Dipesan"],
  ]) {
    await visitor.goto(negotiation(id));
    await visitor.follow(name, links);
    expect(visitor.status).toBe(200);
    expectPrivate(visitor);
    expect(visitor.page.headers.get("content-type")).toBe("application/msword; charset=utf-8");
    expect(visitor.page.headers.get("content-disposition")).toBe(`attachment; filename="${file}"`);
    expect(visitor.page.html).toMatch(/^<html xmlns:o="urn:schemas-microsoft-com:office:office"/);
    expect(visitor.text()).toContain(text);
    expect(visitor.text('[data-testid="agreement-grand-total"]')).toBe(rupiah(grandTotal));
  }
});

test("the order's ZIP holds the Berita Acara and the draft beside the receipt documents", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  // The buyer's offer, accepted by the administrator; budget data, paid, shipped.
  const id = await placeOrder(request, host, { qty: 1, priceNego: 10_000 });
  await operator(request, "POST", `orders/${id}/accept`);
  await hostCall(request, host, "POST", "transaction/store-spk", { form: spkForm(id) });
  await choosePayment(request, host, id, "BPD", "http://localhost/profil/respon");
  await paymentOperator.verify(request, id);
  await operator(request, "POST", `orders/${id}/shipments`, { no_airwaybill: "JNE0001112223" });
  const placed = await hostCall<{ data: { invoice: string; data: { grand_total: number } } }>(
    request,
    host,
    "GET",
    `transaction/${id}`,
  );
  const { invoice } = placed.data;

  await signIn(visitor, buyer, `/profil/detailtransaksi/penerimaan?id_transaksi=${id}`);
  await visitor.follow("Unduh semua dokumen");
  expect(visitor.status).toBe(200);
  expectPrivate(visitor);
  const entries = readZip(visitor.page.body);
  expect([...entries.keys()].slice(0, 3)).toEqual([
    `${invoice}_Berita_Acara_Negosiasi.doc`,
    `${invoice}_Surat_Pesanan_Draf.doc`,
    `${invoice}_Template_spk.doc`,
  ]);
  const minutes = entries.get(`${invoice}_Berita_Acara_Negosiasi.doc`)!.toString("utf8");
  expect(minutes).toContain("penawaran tahap 1 dari Pembeli disetujui oleh Administrator (Penyedia)");
  const draft = entries.get(`${invoice}_Surat_Pesanan_Draf.doc`)!.toString("utf8");
  expect(draft).toContain(rupiah(placed.data.data.grand_total));
  expect(draft).toContain("Ni Luh Putu Sari");
});

test("an order never negotiated has a draft but no Berita Acara; another buyer's order is a 404", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const plain = await placeOrder(request, host, { qty: 1 });
  const { id: negotiated } = await offeredOrder(request, host);
  const invoices = await Promise.all(
    [plain, negotiated].map(
      async (id) =>
        (await hostCall<{ data: { invoice: string } }>(request, host, "GET", `transaction/${id}`)).data
          .invoice,
    ),
  );

  await signIn(visitor, buyer, draftUrl(plain));
  // Confirmed, never negotiated: catalogue prices, the budget data still to be filled in.
  expect(visitor.status).toBe(200);
  expect(visitor.text()).toContain("sesuai harga katalog pada saat pesanan dibuat");
  expect(visitor.text('[data-testid="agreement-no-spk"]')).toContain(
    "Data anggaran (SPK) pesanan ini belum diisi",
  );
  expect(visitor.link("Kembali ke detail transaksi").attribs.href).toBe(detail(plain));
  await visitor.goto(minutesUrl(plain));
  expect(visitor.status).toBe(404);
  expect((await visitor.fetch(wordUrl(minutesUrl(plain)))).status).toBe(404);

  // Someone else: every page and file of both orders is the 404 page, naming neither.
  const other = await createBuyer(request, true);
  const stranger = new NoJsBrowser(visitor.origin);
  await signIn(stranger, other, "/profil/beranda");
  for (const id of [plain, negotiated]) {
    for (const url of [minutesUrl(id), draftUrl(id), wordUrl(minutesUrl(id)), wordUrl(draftUrl(id))]) {
      const answer = await stranger.fetch(url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get("cache-control"), url).toBe("private, no-store");
      const body = await answer.text();
      for (const invoice of invoices) expect(body, url).not.toContain(invoice);
    }
  }
  for (const url of [
    "/profil/detailtransaksi/berita-acara?id_transaksi=abc",
    "/profil/detailtransaksi/surat-pesanan?id_transaksi=-1",
    "/profil/detailtransaksi/berita-acara/unduh",
  ])
    expect((await stranger.fetch(url)).status, url).toBe(404);

  // A guest is sent to sign in first.
  const guest = await new NoJsBrowser(visitor.origin).fetch(draftUrl(plain));
  expect(guest.status).toBe(302);
  expect(guest.headers.get("location")).toMatch(/^\/login/);
});

test("a failing host: both Word files answer the friendly page, not the host's text", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const { id } = await offeredOrder(request, host);
  await signIn(visitor, buyer, "/profil/beranda");
  await setHostFault(request, "error500", "/transaction");
  for (const url of [wordUrl(minutesUrl(id)), wordUrl(draftUrl(id))]) {
    const answer = await visitor.fetch(url);
    expect(answer.status, url).toBe(503);
    expect(answer.headers.get("cache-control"), url).toBe("private, no-store");
    expect(answer.headers.get("retry-after"), url).toMatch(/^\d+$/);
    expect(await answer.text(), url).toContain("Coba lagi");
  }
});
