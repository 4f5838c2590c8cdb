// Buying-flow helpers: a buyer's own calls to the embedded host, to set up carts and orders
// quickly where the page under test is not the one that builds them.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, operator, type Buyer } from "./support";

export type HostBuyer = Buyer & { token: string };

export async function hostSignIn(request: APIRequestContext, buyer: Buyer): Promise<HostBuyer> {
  const answer = await request.post("/admin-host/api/customer/login", {
    form: { email: buyer.username, password: buyer.password },
  });
  expect(answer.ok()).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  return { ...buyer, token };
}

async function call<T>(
  request: APIRequestContext,
  buyer: HostBuyer,
  method: string,
  path: string,
  data?: object,
) {
  const isJson = path.startsWith("transaction/create") || path.includes("store-shipping-cost");
  const answer = await request.fetch(`/admin-host/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${buyer.token}`, Accept: "application/json" },
    ...(data ? (isJson ? { data } : { form: data as Record<string, string> }) : {}),
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

export async function putInCart(
  request: APIRequestContext,
  buyer: HostBuyer,
  productId: number,
  qty: number,
) {
  await call(request, buyer, "POST", "transaction/cart", {
    customer_id: buyer.id,
    product_id: productId,
    qty,
  });
}

export type HostCartLine = { id: number; product_id: number; qty: number; note: string };

export async function cartLines(request: APIRequestContext, buyer: HostBuyer): Promise<HostCartLine[]> {
  const cart = await call<{ data: HostCartLine[] }>(
    request,
    buyer,
    "GET",
    `transaction/cart/list-cart/${buyer.id}`,
  );
  return cart.data;
}

/** Takes a product out of the cart behind the page's back (another tab, another device). */
export async function removeFromCart(request: APIRequestContext, buyer: HostBuyer, productId: number) {
  const line = (await cartLines(request, buyer)).find((item) => item.product_id === productId)!;
  await call(request, buyer, "DELETE", `transaction/cart/delete-cart/${line.id}`);
}

/**
 * A cart line of a product the shop disabled after the buyer added it: the product (disabled
 * in the demo catalogue, one per project) is enabled just long enough to be added.
 */
export async function putDisabledInCart(request: APIRequestContext, buyer: HostBuyer, productId: number) {
  await operator(request, "POST", `products/${productId}`, { status: "enabled" });
  try {
    await putInCart(request, buyer, productId, 1);
  } finally {
    await operator(request, "POST", `products/${productId}`, { status: "disabled" });
  }
}

export async function productStock(request: APIRequestContext, productId: number): Promise<number> {
  const answer = await request.get(`/admin-host/api/product/${productId}`);
  return ((await answer.json()) as { data: { stock: number } }).data.stock;
}

/** A whole order placed through the host: the buyer needs an address. */
export async function placeOrder(
  request: APIRequestContext,
  buyer: HostBuyer,
  productId: number,
  qty: number,
) {
  await putInCart(request, buyer, productId, qty);
  const line = (await cartLines(request, buyer)).find((item) => item.product_id === productId)!;
  const started = await call<{ id: number }>(request, buyer, "POST", "transaction/checkout", {
    customer_id: buyer.id,
    "cart_id[]": line.id,
    "qty[]": qty,
  });
  const addresses = await call<{ data: { id: number }[] }>(
    request,
    buyer,
    "GET",
    `customer/address/list/${buyer.id}`,
  );
  const satkerId = addresses.data[0].id;
  const quotes = await call<{
    data: { partial_id: number; services: { service: string; cost: { value: number; etd: string } }[] }[];
  }>(request, buyer, "POST", `transaction/checkout/get-shipping-cost/${started.id}`, {
    satker_id: satkerId,
    courier: "jne",
  });
  await call(request, buyer, "POST", `transaction/checkout/store-shipping-cost/${started.id}`, {
    satker_id: satkerId,
    shipping_courier: "jne",
    shipping_service: "REG",
    shipping_costs: quotes.data.map((quote) => ({
      partial_id: quote.partial_id,
      shipping_cost: quote.services.find((service) => service.service === "REG")!.cost.value,
      etd: "",
    })),
  });
  await call(request, buyer, "POST", "transaction/create", {
    checkout_id: started.id,
    total_ppn: 0,
    partial: [],
  });
}

/** The buyer's orders as the host lists them. */
export async function ordersOf(request: APIRequestContext, buyer: HostBuyer) {
  return call<{ id: number; invoice: string }[]>(
    request,
    buyer,
    "GET",
    `transaction/list-transaction/${buyer.id}`,
  );
}

/** A cart line's row on /keranjang-belanja, found by product name. */
export function cartRow(page: Page, productName: string) {
  return page.locator("tbody tr", { hasText: productName });
}

/** Ticks the named lines and starts the checkout. */
export async function checkOut(page: Page, names: string[]) {
  await page.goto("/keranjang-belanja");
  for (const name of names) await cartRow(page, name).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkout/);
}

export async function productName(request: APIRequestContext, productId: number): Promise<string> {
  const answer = await request.get(`/admin-host/api/product/${productId}`);
  return ((await answer.json()) as { data: { name: string } }).data.name;
}

/** Picks a region in the province → district → sub-district cascade, with or without JavaScript. */
export async function chooseRegions(
  page: Page,
  javaScriptEnabled: boolean,
  ids: { province: string; district: string; subDistrict: string },
) {
  await page.locator('select[name="province_id"]').selectOption(ids.province);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Tampilkan Kabupaten/Kota" }).click();
  await page.locator('select[name="district_id"]').selectOption(ids.district);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Tampilkan Kecamatan" }).click();
  await page.locator('select[name="sub_district_id"]').selectOption(ids.subDistrict);
}

export const DENPASAR = { province: "51", district: "5171", subDistrict: "517101" };

/** An address book entry made through the host, in Denpasar. */
export async function addAddress(
  request: APIRequestContext,
  buyer: HostBuyer,
  satker: string,
  receiptName: string,
) {
  await call(request, buyer, "POST", "customer/address/create", {
    customer_id: buyer.id,
    name: satker,
    receipt_name: receiptName,
    receipt_phone_number: "081300000000",
    address: `Jl. ${satker} No. 1`,
    province_id: DENPASAR.province,
    district_id: DENPASAR.district,
    sub_district_id: DENPASAR.subDistrict,
  });
}

export async function addressIds(request: APIRequestContext, buyer: HostBuyer): Promise<number[]> {
  const list = await call<{ data: { id: number }[] }>(
    request,
    buyer,
    "GET",
    `customer/address/list/${buyer.id}`,
  );
  return list.data.map((entry) => entry.id);
}
