// Orders in a negotiation state for e2e tests, made through the host's own calls as the buyer
// (cart → checkout → shipping → price negotiation → transaction/create) and the operator API
// playing the administrator. The buyer needs an address (`createBuyer(request, true)`).
import type { APIRequestContext } from "@playwright/test";
import { expect, operator, type Buyer } from "./index";

export type HostBuyer = Buyer & { token: string };

/** Enabled products without promo and with plenty of stock (restocked before each order). */
export const ORDER_PRODUCTS = [71, 64] as const;

export async function hostToken(request: APIRequestContext, buyer: Buyer): Promise<HostBuyer> {
  const answer = await request.post("/admin-host/api/customer/login", {
    form: { email: buyer.username, password: buyer.password },
  });
  expect(answer.ok()).toBe(true);
  return { ...buyer, token: ((await answer.json()) as { token: string }).token };
}

/** A buyer call to the embedded host: a urlencoded body (repeated keys allowed) or JSON. */
export async function hostCall<T>(
  request: APIRequestContext,
  buyer: HostBuyer,
  method: "GET" | "POST",
  path: string,
  body?: { form?: [string, string | number][]; json?: unknown },
): Promise<T> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${buyer.token}`,
    Accept: "application/json",
  };
  let data: string | undefined;
  if (body?.json !== undefined) {
    headers["Content-Type"] = "application/json";
    data = JSON.stringify(body.json);
  } else if (body?.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    data = new URLSearchParams(body.form.map(([key, value]) => [key, String(value)])).toString();
  }
  const answer = await request.fetch(`/admin-host/api/${path}`, { method, headers, data });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

export type OrderOptions = {
  /** Product ids, one line each (quantity `qty`). */
  products?: readonly number[];
  qty?: number;
  /** A negotiated unit price for the first line: the order starts `pending` with the buyer's round 1. */
  priceNego?: number;
};

type Quote = { partial_id: number; services: { service: string; cost: { value: number; etd: string } }[] };

/** Places an order; without `priceNego` it is `confirmed` (awaiting the SPK). Answers its id. */
export async function placeOrder(
  request: APIRequestContext,
  buyer: HostBuyer,
  { products = [ORDER_PRODUCTS[0]], qty = 2, priceNego }: OrderOptions = {},
): Promise<number> {
  const cartIds: number[] = [];
  for (const productId of products) {
    await operator(request, "POST", `products/${productId}`, { stock: 1000 });
    const added = await hostCall<{ data: { id: number } }>(request, buyer, "POST", "transaction/cart", {
      form: [
        ["customer_id", buyer.id],
        ["product_id", productId],
        ["qty", qty],
      ],
    });
    cartIds.push(added.data.id);
  }
  const started = await hostCall<{ id: number }>(request, buyer, "POST", "transaction/checkout", {
    form: [
      ["customer_id", buyer.id],
      ...cartIds.map((id): [string, number] => ["cart_id[]", id]),
      ...cartIds.map((): [string, number] => ["qty[]", qty]),
    ],
  });
  const addresses = await hostCall<{ data: { id: number }[] }>(
    request,
    buyer,
    "GET",
    `customer/address/list/${buyer.id}`,
  );
  const satkerId = addresses.data[0].id;
  const quotes = await hostCall<{ data: Quote[] }>(
    request,
    buyer,
    "POST",
    `transaction/checkout/get-shipping-cost/${started.id}`,
    {
      form: [
        ["satker_id", satkerId],
        ["courier", "jne"],
      ],
    },
  );
  const stored = await hostCall<{ data: { checkout_detail: { id: number }[] } }>(
    request,
    buyer,
    "POST",
    `transaction/checkout/store-shipping-cost/${started.id}`,
    {
      json: {
        satker_id: satkerId,
        shipping_courier: "jne",
        shipping_service: "REG",
        shipping_costs: quotes.data.map((quote) => {
          const reg = quote.services.find((service) => service.service === "REG")!;
          return { partial_id: quote.partial_id, shipping_cost: reg.cost.value, etd: reg.cost.etd };
        }),
      },
    },
  );
  if (priceNego !== undefined) {
    await hostCall(request, buyer, "POST", "transaction/checkout/price-negotiation", {
      form: [
        ["checkout_detail_id", stored.data.checkout_detail[0].id],
        ["price_nego", priceNego],
      ],
    });
  }
  const created = await hostCall<{ id: number }>(request, buyer, "POST", "transaction/create", {
    json: { checkout_id: started.id, total_ppn: 0, partial: [] },
  });
  return created.id;
}

export type HostRound = {
  nego_step: number;
  is_admin: number;
  notes: string;
  product_negotiation: { transaction_detail_id: number; new_price: number }[];
  shipping_cost_negotiation: { old_price: number; new_price: number } | null;
};
export type HostOrder = {
  data: {
    status: string;
    data: {
      status: string;
      grand_total: number;
      spk: Record<string, unknown> | null;
      transaction_detail: { id: number; name_product: string; price_nego: number | null }[];
    };
  };
  negotiations: HostRound[];
};

/** The order as the administrator sees it (operator API, the shape of GET transaction/{id}). */
export const hostOrder = (request: APIRequestContext, id: number) =>
  operator<HostOrder>(request, "GET", `orders/${id}`);

/** The administrator counters the buyer's latest round (operator API). */
export async function adminCounter(
  request: APIRequestContext,
  id: number,
  offer: {
    prices: { transaction_detail_id: number; new_price: number }[];
    shipping_cost?: number;
    notes?: string;
  },
) {
  await operator(request, "POST", `orders/${id}/counter`, offer);
}

/**
 * A pending order with the administrator's offer latest (the buyer's turn): round 1 the buyer's
 * price for the first line, round 2 the administrator's counter (with a shipping price when given).
 */
export async function offeredOrder(
  request: APIRequestContext,
  buyer: HostBuyer,
  options: OrderOptions & { adminPrice?: number; adminShipping?: number } = {},
): Promise<{ id: number; lines: { id: number; name_product: string }[] }> {
  const id = await placeOrder(request, buyer, { priceNego: 10_000, ...options });
  const lines = (await hostOrder(request, id)).data.data.transaction_detail;
  await adminCounter(request, id, {
    prices: [{ transaction_detail_id: lines[0].id, new_price: options.adminPrice ?? 15_000 }],
    shipping_cost: options.adminShipping,
    notes: "Harga terbaik dari kami",
  });
  return { id, lines };
}
