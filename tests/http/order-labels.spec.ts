// One label, one meaning on an order (issue 21, item 13) without JavaScript, as an HTTP
// conversation; with JavaScript in tests/e2e/order-labels.spec.ts. The summary's 'Total Harga' is
// the goods, 'Total Tagihan' the whole bill in the summary, the confirmation section and the
// printed order alike; 'Nama Instansi' is the customer's name and 'Instansi' the institution.
import { createBuyer, expect, signIn, test, type NoJsBrowser } from "./kit";
import { hostCall } from "../e2e/support/orders";
import { hostOrder, hostToken, placeOrder, rupiah } from "./support/orders";

/** The values beside a label in a <dl> under `scope` (the label matched whole). */
const valuesOf = (visitor: NoJsBrowser, scope: string, label: string) =>
  visitor
    .$(`${scope} dt`)
    .filter((_, dt) => new RegExp(`^${label}$`).test(visitor.$(dt).text().replace(/\s+/g, " ").trim()))
    .toArray()
    .map((dt) => visitor.$(dt).next("dd").text().replace(/\s+/g, " ").trim());

/** The labels under `scope` holding `text`. */
const labelsWith = (visitor: NoJsBrowser, scope: string, text: string) =>
  visitor.$(`${scope} dt`).filter((_, dt) => visitor.$(dt).text().includes(text));

test("the goods total, the bill and the institution keep their labels across the order's views", async ({
  visitor,
  request,
}) => {
  const buyer = await createBuyer(request, true);
  const id = await placeOrder(request, await hostToken(request, buyer), { qty: 3 });
  const order = (await hostOrder(request, id)).data.data;
  const data = order as typeof order & {
    total_price: number;
    customer: { name: string; instance_name: string };
  };
  expect(data.grand_total).toBeGreaterThan(data.total_price);
  await signIn(visitor, buyer, `/profil/detailtransaksi?id_transaksi=${id}`);

  // Informasi Pembeli shows instance_name, under the profile's own label for it.
  const buyerInfo = '[aria-labelledby="buyer-title"]';
  expect(valuesOf(visitor, buyerInfo, "Instansi")).toEqual([data.customer.instance_name]);
  expect(labelsWith(visitor, buyerInfo, "Nama Instansi")).toHaveLength(0);

  const summary = '[data-testid="order-summary"]';
  expect(valuesOf(visitor, summary, "Total Harga \\(\\d+ barang\\)")).toEqual([rupiah(data.total_price)]);
  expect(valuesOf(visitor, summary, "Total Tagihan")).toEqual([rupiah(data.grand_total)]);

  // The confirmation section: the same sum under the same name, the goods total nowhere.
  expect(valuesOf(visitor, "#konfirmasi", "Total Tagihan")).toEqual([rupiah(data.grand_total)]);
  expect(labelsWith(visitor, "#konfirmasi", "Total Harga")).toHaveLength(0);
  expect(valuesOf(visitor, "#konfirmasi", "Instansi")).toEqual([data.customer.instance_name]);
  expect(labelsWith(visitor, "#konfirmasi", "Nama Instansi")).toHaveLength(0);

  // The printed order: 'Nama Instansi' the name, 'Instansi' the institution, the same totals.
  await visitor.follow("Cetak");
  expect(visitor.url.pathname + visitor.url.search).toBe(`/profil/detailtransaksi/cetak?id_transaksi=${id}`);
  const buyerPairs = '[aria-labelledby="print-buyer"]';
  expect(visitor.text("#print-buyer")).toBe("Pembeli");
  expect(valuesOf(visitor, buyerPairs, "Nama Instansi")).toEqual([data.customer.name]);
  expect(valuesOf(visitor, buyerPairs, "Instansi")).toEqual([data.customer.instance_name]);
  expect(valuesOf(visitor, ".print-totals", "Total Harga \\(\\d+ barang\\)")).toEqual([
    rupiah(data.total_price),
  ]);
  expect(valuesOf(visitor, ".print-totals", "Total Tagihan")).toEqual([rupiah(data.grand_total)]);
});

type AddressEntry = {
  id: number;
  name: string;
  customer_address: Record<"receipt_phone_number" | "address", string> &
    Record<"province_id" | "district_id" | "sub_district_id", number>;
};

test("a receiver's name with a right-to-left override is isolated on the printed order", async ({
  visitor,
  request,
}) => {
  const buyer = await createBuyer(request, true);
  const host = await hostToken(request, buyer);
  const [entry] = (
    await hostCall<{ data: AddressEntry[] }>(request, host, "GET", `customer/address/list/${host.id}`)
  ).data;
  // "exe.pdf" typed after U+202E would show as "fdp.exe" and turn the phone number after it round.
  const receiver = "Made \u202eexe.pdf";
  const { customer_address: place } = entry;
  await hostCall(request, host, "POST", `customer/address/update/${entry.id}`, {
    form: [
      ["_method", "PUT"],
      ["name", entry.name],
      ["receipt_name", receiver],
      ["receipt_phone_number", place.receipt_phone_number],
      ["address", place.address],
      ["province_id", place.province_id],
      ["district_id", place.district_id],
      ["sub_district_id", place.sub_district_id],
    ],
  });
  const id = await placeOrder(request, host, { qty: 1 });
  await signIn(visitor, buyer, `/profil/detailtransaksi/cetak?id_transaksi=${id}`);
  const value = visitor
    .$('[aria-labelledby="print-delivery"] dt')
    .filter((_, dt) => visitor.$(dt).text() === "Penerima")
    .next("dd");
  expect(value.attr("dir")).toBe("auto");
  expect(value.find("bdi").text()).toBe(receiver);
  expect(value.text()).toBe(`${receiver} (${place.receipt_phone_number})`);
  // Every buyer and delivery value is isolated from its neighbours.
  expect(visitor.$(".print-columns dd:not([dir=auto])")).toHaveLength(0);
});
