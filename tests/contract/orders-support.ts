import { startHost, type Buyer, type TestHost } from "./support/host.ts";
import { pngHeader } from "./support/files.ts";

/** Helpers the order contract tests share: a buyer with an address and orders placed over HTTP. */
export interface OrderBuyer extends Buyer {
  addressId: number;
}

export async function buyerWithAddress(host: TestHost): Promise<OrderBuyer> {
  const buyer = await host.createBuyer({ with_address: true });
  const list = await host.api(`customer/address/list/${buyer.id}`, { token: buyer.token });
  return { ...buyer, addressId: list.body.data[0].id };
}

/** What most order test files start from: a fresh host, two buyers with an address, stocked products. */
export interface OrderWorld {
  host: TestHost;
  buyer: OrderBuyer;
  other: OrderBuyer;
  products: number[];
}

export async function startOrderWorld(productCount: number): Promise<OrderWorld> {
  const host = await startHost();
  const [buyer, other] = await Promise.all([buyerWithAddress(host), buyerWithAddress(host)]);
  return { host, buyer, other, products: stockedProducts(host, productCount) };
}

/** Enabled products with plenty of stock, highest ids first (the demo orders use the lowest). */
export function stockedProducts(host: TestHost, count: number, minStock = 60): number[] {
  return host.db
    .all<{ id: number }>(
      "SELECT id FROM products WHERE status = 'enabled' AND stock >= ? AND id NOT IN (1, 3) ORDER BY id DESC LIMIT ?",
      [minStock, count],
    )
    .map((row) => row.id);
}

export const stockOf = (host: TestHost, productId: number) =>
  host.db.get<{ stock: number }>("SELECT stock FROM products WHERE id = ?", [productId])!.stock;

export async function addLine(host: TestHost, buyer: Buyer, productId: number, qty: number): Promise<number> {
  const added = await host.api("transaction/cart", {
    token: buyer.token,
    form: { customer_id: buyer.id, product_id: productId, qty },
  });
  if (added.status !== 201) throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.data.id;
}

export async function startCheckout(
  host: TestHost,
  buyer: Buyer,
  lines: [number, number][],
): Promise<number> {
  const cartIds: number[] = [];
  for (const [productId, qty] of lines) cartIds.push(await addLine(host, buyer, productId, qty));
  const started = await host.api("transaction/checkout", {
    token: buyer.token,
    form: { customer_id: buyer.id, "cart_id[]": cartIds, "qty[]": lines.map(([, qty]) => qty) },
  });
  if (started.status !== 201) throw new Error(`checkout: ${started.status} ${JSON.stringify(started.body)}`);
  return started.body.id;
}

export async function chooseShipping(
  host: TestHost,
  buyer: OrderBuyer,
  checkoutId: number,
  courier = "jne",
  service = "REG",
) {
  const quote = await host.api(`transaction/checkout/get-shipping-cost/${checkoutId}`, {
    token: buyer.token,
    form: { satker_id: buyer.addressId, courier },
  });
  const stored = await host.api(`transaction/checkout/store-shipping-cost/${checkoutId}`, {
    token: buyer.token,
    json: {
      satker_id: buyer.addressId,
      shipping_courier: courier,
      shipping_service: service,
      shipping_costs: quote.body.data.map(
        (shipment: {
          partial_id: number;
          services: { service: string; cost: { value: number; etd: string } }[];
        }) => {
          const chosen = shipment.services.find((s) => s.service === service)!;
          return { partial_id: shipment.partial_id, shipping_cost: chosen.cost.value, etd: chosen.cost.etd };
        },
      ),
    },
  });
  if (stored.status !== 200)
    throw new Error(`store shipping: ${stored.status} ${JSON.stringify(stored.body)}`);
  return stored.body.data;
}

export interface OrderOptions {
  priceNego?: number;
  shippingNego?: number;
}

/** Cart → checkout → shipping → (negotiation) → transaction/create; returns the transaction id. */
export async function placeOrder(
  host: TestHost,
  buyer: OrderBuyer,
  lines: [number, number][],
  options: OrderOptions = {},
): Promise<number> {
  const checkoutId = await startCheckout(host, buyer, lines);
  const checkout = await chooseShipping(host, buyer, checkoutId);
  if (options.priceNego !== undefined) {
    await host.api("transaction/checkout/price-negotiation", {
      token: buyer.token,
      form: { checkout_detail_id: checkout.checkout_detail[0].id, price_nego: options.priceNego },
    });
  }
  if (options.shippingNego !== undefined) {
    await host.api("transaction/checkout/shipping-negotiation", {
      token: buyer.token,
      form: { checkout_id: checkoutId, shipping_cost_nego: options.shippingNego },
    });
  }
  const created = await host.api("transaction/create", {
    token: buyer.token,
    json: { checkout_id: checkoutId, total_ppn: 0, partial: [] },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

export const spkFields = (transactionId: number): Record<string, string> => ({
  transaction_id: String(transactionId),
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
});

/** A placed order moved to `document` (SPK stored). */
export async function orderInDocument(
  host: TestHost,
  buyer: OrderBuyer,
  lines: [number, number][],
): Promise<number> {
  const id = await placeOrder(host, buyer, lines);
  const stored = await host.api("transaction/store-spk", { token: buyer.token, form: spkFields(id) });
  if (stored.status !== 201) throw new Error(`spk: ${stored.status} ${JSON.stringify(stored.body)}`);
  return id;
}

/** The buyer chooses how to pay an order (`transaction/payment`). */
export const choosePayment = (host: TestHost, buyer: Buyer, id: number, service: "BPD" | "Doku" = "BPD") =>
  host.api("transaction/payment", {
    token: buyer.token,
    form: {
      transaction_id: id,
      payment_service: service,
      payment_success_url: "http://localhost/profil/respon",
    },
  });

/** The text fields of a valid transfer proof for the order `id`. */
export const proofFields = (id: number) => ({
  id,
  account_name: "Bagian Umum",
  account_number: "0011223344",
  bank_name: "BPD Bali",
});

/** The buyer uploads a valid transfer proof (a PNG) for a BPD payment. */
export const sendProof = (host: TestHost, buyer: Buyer, id: number) =>
  host.api("transaction/payment/proof-of-payment", {
    token: buyer.token,
    multipart: form(proofFields(id), [["image", files.png(), "bukti.png"]]),
  });

/** An order paid by verified BPD transfer. */
export async function paidOrder(
  host: TestHost,
  buyer: OrderBuyer,
  lines: [number, number][],
): Promise<number> {
  const id = await orderInDocument(host, buyer, lines);
  await choosePayment(host, buyer, id);
  await host.operator(`orders/${id}/payment/verify`, {});
  return id;
}

/** The ids of an order's lines, read as the buyer whose token is given. */
export async function lineIds(host: TestHost, id: number, token: string): Promise<number[]> {
  const order = await host.api(`transaction/${id}`, { token });
  return (order.body.data.data.transaction_detail as { id: number }[]).map((line) => line.id);
}

/** Small files recognised by content (the host sniffs the first bytes). */
export const files = {
  png: () =>
    new Blob([Buffer.concat([pngHeader, Buffer.alloc(200, 1)])], {
      type: "image/png",
    }),
  pdf: () =>
    new Blob([Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(200, 32)])], {
      type: "application/pdf",
    }),
  text: () => new Blob([Buffer.from("just some text, not an image at all")], { type: "image/png" }),
  bigPng: () =>
    new Blob([Buffer.concat([pngHeader, Buffer.alloc(2_048_001 - pngHeader.length, 1)])], {
      type: "image/png",
    }),
};

export function form(
  fields: Record<string, string | number>,
  attachments: [string, Blob, string][] = [],
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, String(value));
  for (const [key, blob, name] of attachments) data.append(key, blob, name);
  return data;
}
