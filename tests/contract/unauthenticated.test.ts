import { readFile } from "node:fs/promises";
import { witaDay } from "../../contract/dates.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addLine,
  buyerWithAddress,
  choosePayment,
  chooseShipping,
  files,
  form,
  orderInDocument,
  paidOrder,
  placeOrder,
  proofFields,
  spkFields,
  startCheckout,
  stockedProducts,
  type OrderBuyer,
} from "./orders-support.ts";
import { addressForm } from "./support/forms.ts";
import { startHost, type TestHost } from "./support/host.ts";
import { expectUnauthenticated, type Call } from "./support/unauthenticated.ts";

/**
 * `METHOD path` of every call docs/admin-api.md says needs a customer token: before the order
 * sections, the rows whose Auth column says `yes`; in the order sections ("All order calls need
 * Authorization"), every call but the operator's (`operator/...`, or keyed by `X-Operator-Key`).
 */
function documentedCustomerCalls(markdown: string): string[] {
  const [customerPart, orderPart] = markdown.split("<!-- ORDERS START");
  const calls: string[] = [];
  const rows = (part: string) => part.split("\n").filter((line) => line.startsWith("| `"));
  const call = (cell: string) => /^`((?:GET|POST|PUT|PATCH|DELETE) [^`]+)`/.exec(cell.trim())?.[1];
  for (const row of rows(customerPart)) {
    const [, first, auth] = row.split("|");
    const name = call(first);
    if (name && auth.trim() === "yes") calls.push(name);
  }
  for (const row of rows(orderPart)) {
    const first = row.split("|")[1];
    const name = call(first);
    if (!name || name.includes("operator/") || row.includes("X-Operator-Key")) continue;
    calls.push(name);
    // "`GET .../export-spk` (and `export-invoice`, ...)": the same call under sibling names.
    const siblings = /\(and ([^)]*)\)/.exec(first)?.[1] ?? "";
    for (const [, sibling] of siblings.matchAll(/`([^`]+)`/g)) calls.push(name.replace(/[^/]+$/, sibling));
  }
  return calls;
}

let host: TestHost;
let buyer: OrderBuyer;
let calls: Record<string, Call>;

/** The buyer owns every resource the calls name, so each call would change or read something with its token. */
beforeAll(async () => {
  host = await startHost();
  buyer = await buyerWithAddress(host);
  const products = stockedProducts(host, 8);
  const cartId = await addLine(host, buyer, products[0], 1);
  const checkoutId = await startCheckout(host, buyer, [[products[1], 2]]);
  const checkout = await chooseShipping(host, buyer, checkoutId);
  const confirmed = await placeOrder(host, buyer, [[products[2], 1]]);
  const negotiated = await placeOrder(host, buyer, [[products[3], 1]], { priceNego: 1000 });
  const negotiatedLine = (await host.api(`transaction/${negotiated}`, { token: buyer.token })).body.data.data
    .transaction_detail[0].id;
  await host.operator(`orders/${negotiated}/counter`, {
    prices: [{ transaction_detail_id: negotiatedLine, new_price: 1500 }],
  });
  const inDocument = await orderInDocument(host, buyer, [[products[4], 1]]);
  const paying = await orderInDocument(host, buyer, [[products[5], 1]]);
  await choosePayment(host, buyer, paying);
  const paid = await paidOrder(host, buyer, [
    [products[6], 1],
    [products[7], 1],
  ]);
  const [complainedLine, freeLine] = (
    await host.api(`transaction/${paid}`, { token: buyer.token })
  ).body.data.data.transaction_detail.map((line: { id: number }) => line.id);
  await host.operator(`orders/${paid}/shipments`, { no_airwaybill: "JNE-401" });
  const outgoing = (await host.api(`transaction-support-document/${paid}`, { token: buyer.token })).body
    .data[0].detail[0].id;
  const complaint = await host.api("transaction/complaint", {
    token: buyer.token,
    multipart: form({ transaction_detail_id: complainedLine, description_detail: "Kemasan penyok" }, [
      ["image[]", files.png(), "bukti.png"],
    ]),
  });
  const addressId = buyer.addressId;
  const receipt = (method?: string) =>
    form(
      {
        ...(method ? { _method: method } : {}),
        name_receipt: "Penerima",
        unit_receipt: 1,
        date_receipt: witaDay(),
        customer_id: buyer.id,
        "files[0][name]": "bast",
      },
      [["files[0][file]", files.pdf(), "bast.pdf"]],
    );
  const exportCall = (kind: string): Call => ({
    path: `transaction-support-document/export-${kind}?transaction_id=${paid}&outgoing_detail_id=${outgoing}`,
  });

  calls = {
    "POST customer/logout": { path: "customer/logout", method: "POST" },
    "GET user": { path: "user" },
    "GET customer/data-customer/{userId}": { path: `customer/data-customer/${buyer.id}` },
    "PUT customer/data-customer/update/{userId}": {
      path: `customer/data-customer/update/${buyer.id}`,
      multipart: form({
        _method: "PUT",
        name: "Instansi Baru",
        email: `baru-${buyer.email}`,
        phone: "0811",
        birthdate: "1990-01-01",
        nip: "1",
        name_pp: "A",
        name_ppk: "B",
      }),
    },
    "POST product/customer/view/{id}": { path: `product/customer/view/${products[0]}`, method: "POST" },
    "GET customer/address/list/{userId}": { path: `customer/address/list/${buyer.id}` },
    "POST customer/address/create": { path: "customer/address/create", form: addressForm() },
    "GET customer/address/edit/{id}": { path: `customer/address/edit/${addressId}` },
    "PUT customer/address/update/{id}": {
      path: `customer/address/update/${addressId}`,
      form: { _method: "PUT", ...addressForm({ name: "Satker Lain" }) },
    },
    "DELETE customer/address/delete/{id}": { path: `customer/address/delete/${addressId}`, method: "DELETE" },
    "GET expedition": { path: "expedition" },
    "GET transaction/cart/list-cart/{userId}": { path: `transaction/cart/list-cart/${buyer.id}` },
    "POST transaction/cart": {
      path: "transaction/cart",
      form: { customer_id: buyer.id, product_id: products[0], qty: 1 },
    },
    "POST transaction/cart/update-note/{cartId}": {
      path: `transaction/cart/update-note/${cartId}`,
      form: { _method: "PUT", qty: 2, note: "Warna biru" },
    },
    "DELETE transaction/cart/delete-cart/{cartId}": {
      path: `transaction/cart/delete-cart/${cartId}`,
      method: "DELETE",
    },
    "POST transaction/checkout": {
      path: "transaction/checkout",
      form: { customer_id: buyer.id, "cart_id[]": [cartId], "qty[]": [1] },
    },
    "GET transaction/checkout/detail-checkout/{checkoutId}": {
      path: `transaction/checkout/detail-checkout/${checkoutId}`,
    },
    "POST transaction/checkout/get-shipping-cost/{checkoutId}": {
      path: `transaction/checkout/get-shipping-cost/${checkoutId}`,
      form: { satker_id: addressId, courier: "pos" },
    },
    "POST transaction/checkout/store-shipping-cost/{checkoutId}": {
      path: `transaction/checkout/store-shipping-cost/${checkoutId}`,
      json: {
        satker_id: addressId,
        shipping_courier: checkout.shipping_courier,
        shipping_service: checkout.shipping_service,
        shipping_costs: checkout.shipping_costs,
      },
    },
    "POST transaction/checkout/shipping-negotiation": {
      path: "transaction/checkout/shipping-negotiation",
      form: { checkout_id: checkoutId, shipping_cost_nego: 1000 },
    },
    "POST transaction/checkout/price-negotiation": {
      path: "transaction/checkout/price-negotiation",
      form: { checkout_detail_id: checkout.checkout_detail[0].id, price_nego: 1000 },
    },
    "POST transaction/create": {
      path: "transaction/create",
      json: { checkout_id: checkoutId, total_ppn: 0, partial: [] },
    },
    "GET transaction/list-transaction/{userId}": { path: `transaction/list-transaction/${buyer.id}` },
    "GET transaction/{id}": { path: `transaction/${paid}` },
    "GET transaction/log/{id}": { path: `transaction/log/${paid}` },
    "POST transaction/payment": {
      path: "transaction/payment",
      form: { transaction_id: inDocument, payment_service: "BPD", payment_success_url: "http://localhost/x" },
    },
    "GET transaction/payment/status?id={id}": { path: `transaction/payment/status?id=${paying}` },
    "GET transaction/payment/detail/{id}": { path: `transaction/payment/detail/${paying}` },
    "POST transaction/payment/proof-of-payment": {
      path: "transaction/payment/proof-of-payment",
      multipart: form(proofFields(paying), [["image", files.png(), "bukti.png"]]),
    },
    "POST transaction/store-negotiation/{id}": {
      path: `transaction/store-negotiation/${negotiated}`,
      json: {
        transaction_id: negotiated,
        transaction_detail_id: [negotiatedLine],
        new_price: [1200],
        notes: "",
      },
    },
    "POST transaction/store-spk": { path: "transaction/store-spk", form: spkFields(confirmed) },
    "GET transaction-support-document/{id}": { path: `transaction-support-document/${paid}` },
    "POST transaction-support-document/create/{outgoing_detail_id}": {
      path: `transaction-support-document/create/${outgoing}`,
      multipart: receipt(),
    },
    "POST transaction-support-document/update/{outgoing_detail_id}": {
      path: `transaction-support-document/update/${outgoing}`,
      multipart: receipt("PUT"),
    },
    "GET transaction-support-document/export-spk": exportCall("spk"),
    "GET transaction-support-document/export-invoice": exportCall("invoice"),
    "GET transaction-support-document/export-bast": exportCall("bast"),
    "GET transaction-support-document/export-receipt": exportCall("receipt"),
    "GET review/{id}": { path: `review/${paid}` },
    "GET reviews/list/user": { path: "reviews/list/user" },
    "POST product/review": {
      path: "product/review",
      multipart: form({ transaction: freeLine, star: 5, notes: "Barang sesuai pesanan" }),
    },
    "GET transaction/complaint/list": { path: "transaction/complaint/list" },
    "GET transaction/complaint/{id}": { path: `transaction/complaint/${complaint.body.data.id}` },
    "GET files/{path}": { path: `files/${complaint.body.data.image[0].image}` },
    "POST transaction/complaint": {
      path: "transaction/complaint",
      multipart: form({ transaction_detail_id: freeLine, description_detail: "Unit kurang satu" }, [
        ["image[]", files.png(), "bukti.png"],
      ]),
    },
    "GET usermanagement/chat/detail": { path: "usermanagement/chat/detail" },
    "GET usermanagement/chat/count": { path: "usermanagement/chat/count" },
    "POST usermanagement/chat/ajax-request": {
      path: "usermanagement/chat/ajax-request",
      form: { id: "", date: "" },
    },
    "POST usermanagement/chat/reply": { path: "usermanagement/chat/reply", form: { message: "Halo admin" } },
  };
});
afterAll(() => host.close());

describe("401 for every call that needs a customer", () => {
  it("sweeps exactly the calls docs/admin-api.md marks as needing a token", async () => {
    const documented = documentedCustomerCalls(await readFile("docs/admin-api.md", "utf8"));
    expect(documented.length).toBeGreaterThan(40);
    expect(Object.keys(calls).sort()).toEqual([...new Set(documented)].sort());
  });

  it.each([
    ["without a token", false],
    ["with an expired token", true],
  ])("answers 401 Unauthenticated. %s and changes nothing", async (_, expired) => {
    if (expired) {
      host.db.run("UPDATE customer_tokens SET expires_at = ? WHERE customer_id = ?", [
        new Date(Date.now() - 1000).toISOString(),
        buyer.id,
      ]);
    }
    const before = await host.snapshot();
    await expectUnauthenticated(host, calls, expired ? buyer.token : undefined);
    expect(await host.snapshot()).toEqual(before);
  });
});
