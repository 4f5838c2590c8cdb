// Everything the quotation page and its .xlsx show, read together from the calls the storefront
// already makes: the cart (its lines carry each product's unit), the address book, the buyer and
// the shop's settings, all at once: one host round trip.
import { redirect } from "@remix-run/node";
import { shopLetterhead } from "~/components/ui/letterhead.server";
import { listAddresses, type AddressEntry } from "~/lib/admin/address.server";
import { listCart } from "~/lib/admin/cart.server";
import { adminClient } from "~/lib/admin/client.server";
import { getCurrentUser } from "~/lib/admin/user.server";
import { env } from "~/env.server";
import { formatDate } from "~/lib/format-date";
import { rupiahInWords } from "~/features/orders/terbilang";
import { commitSession, flash, requireUser } from "~/lib/session.server";
import { selectedLines } from "./href";
import { quotationLines, quotationNumber, quotationTotals, validUntil, witaDay } from "./quotation";

/** The cart's own text when nothing is ticked. */
const NOTHING_SELECTED = "Silahkan Pilih Produk!";

const place = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", ");

function deliveryOf(entry: AddressEntry) {
  const address = entry.customer_address;
  return {
    id: entry.id,
    satker: entry.name,
    receiver: `${address.receipt_name} (${address.receipt_phone_number})`,
    address: place([address.address, address.sub_district, address.district, address.province]),
  };
}

export async function loadQuotation(request: Request, now = new Date()) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const selected = selectedLines(params);
  const admin = await adminClient(request);
  const [items, addresses, buyer, shop] = await Promise.all([
    listCart(admin, user.userId),
    listAddresses(admin, user.userId),
    getCurrentUser(request),
    shopLetterhead(),
  ]);
  const lines = quotationLines(items, new Set(selected));
  if (lines.length === 0) {
    flash(user.session, { kind: "error", message: NOTHING_SELECTED });
    throw redirect("/keranjang-belanja", { headers: { "Set-Cookie": await commitSession(user.session) } });
  }
  // Another buyer's address id, or none, falls back to the buyer's first address.
  const addressId = Number(params.get("alamat"));
  const delivery = addresses.find((entry) => entry.id === addressId) ?? addresses[0] ?? null;
  const totals = quotationTotals(lines);
  const day = witaDay(now);
  return {
    number: quotationNumber(user.userId, day, lines),
    date: formatDate(day),
    validUntil: formatDate(validUntil(day, env.quoteValidDays)),
    shop,
    buyer: { name: buyer.name ?? buyer.username, institution: buyer.instance_name ?? "" },
    delivery: delivery ? deliveryOf(delivery) : null,
    addresses: addresses.map((entry) => ({ id: entry.id, satker: entry.name })),
    selected: lines.map((line) => line.cartId),
    lines,
    totals,
    inWords: rupiahInWords(totals.grandTotal),
  };
}

export type Quotation = Awaited<ReturnType<typeof loadQuotation>>;
