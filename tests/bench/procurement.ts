// The procurement file's load (issue 33): a buyer with 500 orders, made through the host's own
// calls as a buyer would (cart, checkout, shipping, create, budget data) and the operator API as
// the administrator (stock, payment verified, shipments). The bench (storefront.ts) seeds it and
// prints Realisasi Anggaran's time to first byte beside the transaction list's. Run alone it
// seeds a running host and prints the buyer's credentials:
//   OPERATOR_KEY=k node tests/bench/procurement.ts http://127.0.0.1:3001 [orders]
// (the host started with the same OPERATOR_KEY, e.g. `npm run admin-host`).

/** The product every order takes one unit of: enabled, no promo (tests/e2e/support/orders.ts). */
const PRODUCT = 71;

type Account = { login: string; password: string };

/** One host call; anything but a 2xx stops the seeding with the host's answer. */
async function call<T>(
  host: string,
  path: string,
  init: {
    method?: string;
    token?: string;
    operatorKey?: string;
    form?: [string, string | number][];
    json?: unknown;
  },
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.operatorKey) headers["X-Operator-Key"] = init.operatorKey;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form.map(([key, value]) => [key, String(value)])).toString();
  }
  const answer = await fetch(`${host}/api/${path}`, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

type Quote = { partial_id: number; services: { service: string; cost: { value: number; etd: string } }[] };

/**
 * A new buyer with `count` orders: nine in ten with budget data (two fiscal years, three sources
 * of funds, four account codes, twenty packages), of those about two in three paid and a third
 * of the paid shipped; the rest awaiting the budget data.
 */
export async function seedProcurementBuyer(host: string, operatorKey: string, count = 500): Promise<Account> {
  const operator = { operatorKey };
  const buyer = (
    await call<{ data: { id: number; username: string; password: string } }>(host, "operator/customers", {
      ...operator,
      json: { with_address: true },
    })
  ).data;
  const { token } = await call<{ token: string }>(host, "customer/login", {
    form: [
      ["email", buyer.username],
      ["password", buyer.password],
    ],
  });
  const as = { token };
  await call(host, `operator/products/${PRODUCT}`, { ...operator, json: { stock: 1_000_000 } });
  const satker = (await call<{ data: { id: number }[] }>(host, `customer/address/list/${buyer.id}`, as))
    .data[0].id;
  const year = new Date().getUTCFullYear();
  for (let i = 0; i < count; i++) {
    const line = await call<{ data: { id: number } }>(host, "transaction/cart", {
      ...as,
      form: [
        ["customer_id", buyer.id],
        ["product_id", PRODUCT],
        ["qty", 1],
      ],
    });
    const checkout = await call<{ id: number }>(host, "transaction/checkout", {
      ...as,
      form: [
        ["customer_id", buyer.id],
        ["cart_id[]", line.data.id],
        ["qty[]", 1],
      ],
    });
    const quotes = await call<{ data: Quote[] }>(
      host,
      `transaction/checkout/get-shipping-cost/${checkout.id}`,
      {
        ...as,
        form: [
          ["satker_id", satker],
          ["courier", "jne"],
        ],
      },
    );
    await call(host, `transaction/checkout/store-shipping-cost/${checkout.id}`, {
      ...as,
      json: {
        satker_id: satker,
        shipping_courier: "jne",
        shipping_service: "REG",
        shipping_costs: quotes.data.map((quote) => {
          const reg = quote.services.find((service) => service.service === "REG")!;
          return { partial_id: quote.partial_id, shipping_cost: reg.cost.value, etd: reg.cost.etd };
        }),
      },
    });
    const { id } = await call<{ id: number }>(host, "transaction/create", {
      ...as,
      json: { checkout_id: checkout.id, total_ppn: 0, partial: [] },
    });
    if (i % 10 === 9) continue; // awaiting its budget data
    await call(host, "transaction/store-spk", {
      ...as,
      form: [
        ["transaction_id", id],
        ["satuan_kerja", "Bagian Umum"],
        ["lembaga", "Pemerintah Provinsi Bali"],
        ["paket_kerja", `Paket Pengadaan ${(i % 20) + 1}`],
        ["tahun_anggaran", year - (i % 2)],
        ["sumber_dana", ["APBD", "APBN", "DAK"][i % 3]],
        ["kode_rekening", `510201010${i % 4}`],
        ["pagu_anggaran", 500_000_000],
        ["tipe_pemerintah", "ppk"],
        ["nama_pemerintah", "Ni Luh Putu Sari"],
        ["nip_pemerintah", "198702152011012003"],
        ["tipe_bendahara", "bendahara_umum"],
        ["nama_bendahara", "I Gede Arsana"],
        ["nip_bendahara", "198011202005011004"],
      ],
    });
    if (i % 3 === 0) continue; // agreed, not paid
    await call(host, "transaction/payment", {
      ...as,
      form: [
        ["transaction_id", id],
        ["payment_service", "BPD"],
        ["payment_success_url", "http://localhost/profil/respon"],
      ],
    });
    await call(host, `operator/orders/${id}/payment/verify`, { ...operator, json: {} });
    if (i % 3 === 1)
      await call(host, `operator/orders/${id}/shipments`, {
        ...operator,
        json: { no_airwaybill: `JNE${id}` },
      });
  }
  return { login: buyer.username, password: buyer.password };
}

if (import.meta.main) {
  const [host, count] = process.argv.slice(2);
  const key = process.env.OPERATOR_KEY;
  if (!host || !key) {
    console.error("usage: OPERATOR_KEY=k node tests/bench/procurement.ts <host base URL> [orders]");
    process.exit(2);
  }
  const account = await seedProcurementBuyer(host.replace(/\/+$/, ""), key, Number(count ?? 500));
  console.log(JSON.stringify(account));
}
