import { witaDay } from "../../../contract/dates.ts";
import type { Db } from "../db/index.ts";
import type { StoredFile } from "../uploads.ts";
import type { DemoDocument } from "./documents.ts";
import type { Artwork } from "./images.ts";
import { addToCart } from "../orders/cart.ts";
import { postMessage } from "../orders/chat.ts";
import {
  negotiatePrice,
  negotiateShipping,
  quoteShipping,
  startCheckout,
  storeShipping,
  checkoutDetails,
} from "../orders/checkout.ts";
import { answerComplaint, createComplaint } from "../orders/complaints.ts";
import { buyerCounter, operatorAccept } from "../orders/negotiation.ts";
import { storeSpk } from "../orders/spk.ts";
import { changeStatus, counterOffer, shipOrder } from "../orders/operator.ts";
import {
  createPayment,
  expireDuePayments,
  rejectPayment,
  uploadProof,
  verifyPayment,
} from "../orders/payments.ts";
import { answerReview, createReview } from "../orders/reviews.ts";
import { saveReceipt } from "../orders/shipments.ts";
import { createTransaction } from "../orders/create-order.ts";
import { transactionLines } from "../orders/common.ts";

/** Demo buyers and their address entries (seed/customers.ts). */
const buyers = { demo: { id: 1, address: 1 }, demo2: { id: 2, address: 3 } };

const spkFor = (transactionId: number) => ({
  transaction_id: String(transactionId),
  satuan_kerja: "Bidang Bina Marga",
  lembaga: "Pemerintah Provinsi Bali",
  paket_kerja: "Pengadaan Perlengkapan Kantor Tahun 2026",
  tahun_anggaran: "2026",
  sumber_dana: "APBD",
  kode_rekening: "5102010100",
  pagu_anggaran: "150000000",
  tipe_pemerintah: "ppk",
  nama_pemerintah: "Ni Luh Putu Sari",
  nip_pemerintah: "198702152011012003",
  tipe_bendahara: "bendahara pengeluaran",
  nama_bendahara: "I Gede Arsana",
  nip_bendahara: "198011202005011004",
});

/** Products the demo orders use: enabled, in good stock, away from the catalogue's fixed fixtures (1, 3). */
function orderableProducts(db: Db): number[] {
  return db
    .all<{ id: number }>(
      "SELECT id FROM products WHERE status = 'enabled' AND stock >= 40 AND id NOT IN (1, 3) ORDER BY id",
    )
    .map((row) => row.id);
}

/**
 * Seeds the expedition list and the demo orders, chat and carts through the same functions the API
 * uses; `publicUrl` is where browsers reach the host (the Doku demo payment links to it). Answers
 * the buyers' private files the orders name (transfer proofs, complaint evidence, a receipt
 * document), for the caller to write: each order has files of its own, as uploads would.
 */
export function seedOrders(db: Db, publicUrl: string): { artworks: Artwork[]; documents: DemoDocument[] } {
  // The embedding storefront serves the payment return page on the same origin.
  const returnUrl = `${new URL(publicUrl).origin}/profil/respon`;
  db.run(`INSERT INTO expeditions (courier_code, courier_name, status) VALUES ('jne', 'JNE', 'enabled'), ('pos', 'POS Indonesia', 'enabled'),
    ('tiki', 'TIKI', 'enabled'), ('sicepat', 'SiCepat', 'disabled')`);
  const products = orderableProducts(db);
  let next = 0;
  const take = () => products[next++ % products.length];
  const artworks: Artwork[] = [];
  const documents: DemoDocument[] = [];
  /** A photo of a transfer slip or of the goods, stored as an upload of `field` would be. */
  const photo = (name: string, field: string, seed: number): StoredFile => {
    artworks.push({ name, width: 360, height: 480, seed, formats: ["jpg"] });
    return {
      field,
      path: `${name}.jpg`,
      mime: "image/jpeg",
      size: 1,
      kind: "image",
      originalName: "foto.jpg",
    };
  };
  const proof = (transactionId: number) =>
    photo(`bukti-bayar/contoh-${transactionId}`, "image", 900 + transactionId);

  /** One order from cart to creation; `nego` sets a price (and shipping) negotiation first. */
  const order = (
    buyer: { id: number; address: number },
    lines: [number, number][],
    options: { nego?: boolean; partial?: number[][]; courier?: string } = {},
  ) => {
    const cartIds = lines.map(
      ([productId, qty]) => addToCart(db, buyer.id, { product_id: productId, qty }).id,
    );
    const checkoutId = startCheckout(db, buyer.id, { cart_id: cartIds, qty: lines.map(([, qty]) => qty) });
    const details = checkoutDetails(db, checkoutId);
    const courier = options.courier ?? "jne";
    // The quote stores the partials, as the storefront's quote call does.
    const partial = Object.fromEntries(
      details.map((detail, i) => [String(detail.id), (options.partial?.[i] ?? []).join(",")]),
    );
    const quotes = quoteShipping(db, buyer.id, checkoutId, { satker_id: buyer.address, courier, partial });
    storeShipping(db, buyer.id, checkoutId, {
      satker_id: buyer.address,
      shipping_courier: courier,
      shipping_service: quotes[0].services[0].service,
      shipping_costs: quotes.map((quote) => ({ partial_id: quote.partial_id })),
    });
    if (options.nego) {
      negotiatePrice(db, buyer.id, {
        checkout_detail_id: details[0].id,
        price_nego: String(Math.floor((details[0].price * 0.9) / 100) * 100),
      });
      negotiateShipping(db, buyer.id, { checkout_id: checkoutId, shipping_cost_nego: "10000" });
    }
    const created = createTransaction(db, buyer.id, {
      checkout_id: checkoutId,
      partial: details.map((detail, i) => ({
        id: detail.id,
        partial_qty: options.partial?.[i] ?? [detail.qty],
      })),
    });
    return created.id;
  };
  const lineIds = (transactionId: number) => transactionLines(db, transactionId).map((line) => line.id);
  const adminCounter = (transactionId: number) => {
    const [first] = transactionLines(db, transactionId);
    counterOffer(db, transactionId, {
      prices: [
        {
          transaction_detail_id: first.id,
          new_price: Math.round(((first.price_nego ?? first.price_after_discount) * 1.05) / 100) * 100,
        },
      ],
      shipping_cost: 15000,
      notes: "Harga terbaik yang dapat kami berikan, ongkir disesuaikan.",
    });
  };
  const pay = (buyerId: number, transactionId: number) => {
    storeSpk(db, buyerId, spkFor(transactionId));
    createPayment(
      db,
      buyerId,
      { transaction_id: transactionId, payment_service: "BPD", payment_success_url: returnUrl },
      "",
    );
    uploadProof(
      db,
      buyerId,
      {
        id: transactionId,
        account_name: "Dinas PU Provinsi Bali",
        account_number: "0110203040",
        bank_name: "BPD Bali",
      },
      proof(transactionId),
    );
    verifyPayment(db, transactionId, "Dana diterima");
  };
  const { demo, demo2 } = buyers;

  // pending: the buyer proposed, the admin countered (latest round is the admin's)
  adminCounter(
    order(
      demo,
      [
        [take(), 5],
        [take(), 2],
      ],
      { nego: true },
    ),
  );
  // confirmed: awaiting the SPK
  order(demo, [[take(), 3]]);
  // document: SPK stored, awaiting a payment choice
  const inDocument = order(demo, [
    [take(), 4],
    [take(), 1],
  ]);
  storeSpk(db, demo.id, spkFor(inDocument));
  // pending_payment (BPD pending)
  const bpdPending = order(demo, [[take(), 2]]);
  storeSpk(db, demo.id, spkFor(bpdPending));
  createPayment(
    db,
    demo.id,
    { transaction_id: bpdPending, payment_service: "BPD", payment_success_url: returnUrl },
    "",
  );
  // payment_process (BPD reviewed: proof uploaded)
  const bpdReviewed = order(demo, [[take(), 6]]);
  storeSpk(db, demo.id, spkFor(bpdReviewed));
  createPayment(
    db,
    demo.id,
    { transaction_id: bpdReviewed, payment_service: "BPD", payment_success_url: returnUrl },
    "",
  );
  uploadProof(
    db,
    demo.id,
    {
      id: bpdReviewed,
      account_name: "Dinas PU Provinsi Bali",
      account_number: "0110203040",
      bank_name: "BPD Bali",
    },
    proof(bpdReviewed),
  );
  // payment_expired (BPD expired)
  const bpdExpired = order(demo, [[take(), 1]]);
  storeSpk(db, demo.id, spkFor(bpdExpired));
  createPayment(
    db,
    demo.id,
    { transaction_id: bpdExpired, payment_service: "BPD", payment_success_url: returnUrl },
    "",
  );
  db.run("UPDATE payments SET expired_date = ? WHERE transaction_id = ?", [
    new Date(Date.now() - 3600_000).toISOString(),
    bpdExpired,
  ]);
  expireDuePayments(db);
  // paid, with reviews and a complaint (answered)
  const paid = order(
    demo,
    [
      [take(), 2],
      [take(), 3],
      [take(), 1],
    ],
    { nego: true },
  );
  adminCounter(paid);
  operatorAcceptAfterBuyer(db, demo.id, paid);
  pay(demo.id, paid);
  const [reviewed, complained, alsoReviewed] = lineIds(paid);
  const review = createReview(
    db,
    demo.id,
    { transaction: reviewed, star: 5, notes: "Barang sesuai pesanan, pengiriman cepat dan rapi." },
    [],
  );
  answerReview(db, review.id, "Terima kasih atas kepercayaan Bapak/Ibu berbelanja di toko kami.");
  createReview(
    db,
    demo.id,
    { transaction: alsoReviewed, star: 4, notes: "Kualitas baik, hanya kemasan sedikit penyok." },
    [],
  );
  const complaint = createComplaint(
    db,
    demo.id,
    {
      transaction_detail_id: complained,
      description_detail: "Dua unit yang diterima berbeda warna dengan pesanan. Mohon penggantian.",
    },
    [photo(`komplain/contoh-${complained}`, "image[]", 950 + complained)],
  );
  answerComplaint(
    db,
    complaint.id,
    "Mohon maaf atas ketidaknyamanannya, unit pengganti sudah kami kirimkan.",
  );
  // shipped, with receipt records
  const shipped = order(demo, [
    [take(), 4],
    [take(), 2],
  ]);
  pay(demo.id, shipped);
  changeStatus(db, shipped, "process");
  changeStatus(db, shipped, "processed");
  shipOrder(db, shipped, {
    no_airwaybill: "JNE0112233445",
    descriptions: "Dikirim lengkap dalam satu koli.",
  });
  const outgoing = db.all<{ id: number }>(
    "SELECT o.id FROM outgoing_details o JOIN shipments s ON s.id = o.shipment_id WHERE s.transaction_id = ? ORDER BY o.id",
    [shipped],
  );
  const bast: StoredFile = {
    field: "files[0][file]",
    path: `dokumen/contoh-${outgoing[0].id}-bast.pdf`,
    mime: "application/pdf",
    size: 1,
    kind: "document",
    originalName: "bast.pdf",
  };
  documents.push({
    path: bast.path,
    lines: ["BERITA ACARA SERAH TERIMA BARANG", "Diterima oleh: I Wayan Sudarma", "Jumlah: 4 unit"],
  });
  saveReceipt(
    db,
    demo.id,
    outgoing[0].id,
    {
      name_receipt: "I Wayan Sudarma",
      unit_receipt: "4",
      date_receipt: witaDay(),
      files: [{ name: "bast", file: bast }],
    },
    "create",
  );
  // partial delivery: planned in two parts, the first one shipped
  const partial = order(
    demo,
    [
      [take(), 6],
      [take(), 4],
    ],
    {
      partial: [
        [4, 2],
        [2, 2],
      ],
    },
  );
  pay(demo.id, partial);
  const [firstLine, secondLine] = lineIds(partial);
  shipOrder(db, partial, {
    no_airwaybill: "JNE0199887766",
    descriptions: "Pengiriman tahap 1",
    items: [
      { transaction_detail_id: firstLine, units: 4 },
      { transaction_detail_id: secondLine, units: 2 },
    ],
  });
  // cancel
  changeStatus(db, order(demo, [[take(), 2]]), "cancel");
  // confirm: the buyer accepted the admin's counter-offer with the SPK
  const accepted = order(demo, [[take(), 3]], { nego: true });
  adminCounter(accepted);
  storeSpk(db, demo.id, spkFor(accepted));
  // payment_failed: the proof was rejected
  const failed = order(demo, [[take(), 2]]);
  storeSpk(db, demo.id, spkFor(failed));
  createPayment(
    db,
    demo.id,
    { transaction_id: failed, payment_service: "BPD", payment_success_url: returnUrl },
    "",
  );
  uploadProof(
    db,
    demo.id,
    {
      id: failed,
      account_name: "Dinas PU Provinsi Bali",
      account_number: "0110203040",
      bank_name: "BPD Bali",
    },
    proof(failed),
  );
  rejectPayment(db, failed, "Nominal transfer tidak sesuai tagihan");
  // pending_payment through Doku
  const doku = order(demo, [[take(), 1]], { courier: "tiki" });
  storeSpk(db, demo.id, spkFor(doku));
  createPayment(
    db,
    demo.id,
    { transaction_id: doku, payment_service: "Doku", payment_success_url: returnUrl },
    publicUrl,
  );
  // process and processed
  const processing = order(demo, [[take(), 2]]);
  pay(demo.id, processing);
  changeStatus(db, processing, "process");
  const packed = order(demo, [[take(), 1]], { courier: "pos" });
  pay(demo.id, packed);
  changeStatus(db, packed, "process");
  changeStatus(db, packed, "processed");

  // demo2: one paid, one pending, for ownership checks
  pay(demo2.id, order(demo2, [[take(), 2]]));
  order(demo2, [[take(), 1]], { nego: true });

  for (const [message, isUser] of [
    ["Selamat pagi, apakah produk kertas HVS bisa dikirim minggu ini?", true],
    [
      "Selamat pagi Bapak/Ibu, bisa. Pesanan yang masuk sebelum pukul 14.00 WITA kami kirim di hari yang sama.",
      false,
    ],
    ["Baik, terima kasih. Untuk pembayaran bisa melalui BPD Bali?", true],
    ["Bisa, silakan pilih QRIS / Virtual Account BPD Bali pada tab Pembayaran.", false],
  ] as const) {
    postMessage(db, demo.id, message, isUser);
  }
  postMessage(db, demo2.id, "Halo admin, mohon info ketersediaan stok meja rapat.", true);

  // The demo cart: three ordinary lines.
  for (const [productId, qty] of [
    [take(), 2],
    [take(), 1],
    [take(), 3],
  ])
    addToCart(db, demo.id, { product_id: productId, qty });
  return { artworks, documents };
}

/** The buyer counters the admin, then the admin accepts: a negotiated order that reaches `confirmed`. */
function operatorAcceptAfterBuyer(db: Db, buyerId: number, transactionId: number): void {
  const [first] = transactionLines(db, transactionId);
  buyerCounter(db, buyerId, transactionId, {
    transaction_detail_id: [first.id],
    new_price: [String(first.price_after_discount - 500)],
    notes: "Mohon dapat disetujui.",
  });
  operatorAccept(db, transactionId);
}
