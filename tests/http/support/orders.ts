// Orders without JavaScript: the demo buyer's seeded orders as the operator reads them, the
// status labels and WITA dates the pages show, and the host-side set-up of negotiations
// (tests/e2e/support/orders.ts) for the HTTP conversations.
import { operator, type NoJsBrowser } from "../kit";
import type { APIRequestContext } from "@playwright/test";
import type { Element } from "domhandler";

export {
  adminCounter,
  hostOrder,
  hostToken,
  offeredOrder,
  placeOrder,
  ORDER_PRODUCTS,
} from "../../e2e/support/orders";

export const demo = { username: "demo", password: "demo12345" };
export const demo2 = { username: "demo2", password: "demo12345" };

export type OperatorOrder = {
  id: number;
  invoice: string;
  status: string;
  created_at: string;
  customer: { id: number };
};

/** The demo buyer's orders, newest first, as the operator sees them. */
export async function demoOrders(request: APIRequestContext): Promise<OperatorOrder[]> {
  const answer = await operator<{ data: OperatorOrder[] }>(request, "GET", "orders");
  return answer.data.filter((order) => order.customer.id === 1);
}

export type OrderBody = {
  data: {
    invoice: string;
    data: {
      shipping_cost: number;
      shipping_cost_nego: number | null;
      grand_total: number;
      customer: { instance_name: string; nip: string };
      transaction_detail: {
        name_product: string;
        price: number;
        price_after_discount: number;
        discount: number;
        price_nego: number | null;
        unit: string;
        shipping: { qty: number }[];
      }[];
    };
    address: { name_receipt: string };
  };
  negotiations: unknown[];
};

/** An order as `GET transaction/{id}` answers it, read through the operator API. */
export const orderBody = (request: APIRequestContext, id: number) =>
  operator<OrderBody>(request, "GET", `orders/${id}`);

export const LABELS: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  document: "Document",
  pending_payment: "Pending Payment",
  payment_process: "Payment Prosess",
  payment_expired: "Payment Expired",
  paid: "Paid",
  shipped: "Shipped",
  "partial delivery": "Partial Delivery",
  cancel: "Cancel",
  confirm: "Confirm",
  payment_failed: "Payment Failed",
  process: "Process",
  processed: "Processed",
};
export const PAID = ["paid", "process", "processed", "partial delivery", "shipped"];

/** "23 November 2026 19:59:15 WITA": a host time in Asia/Makassar, whatever the machine's zone. */
export function wita(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("id-ID", {
      timeZone: "Asia/Makassar",
      day: "2-digit",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute}:${parts.second} WITA`;
}

export const rupiah = (value: number) => `Rp. ${value.toLocaleString("id-ID")}`;

/** The text of each element matching `selector` (whitespace collapsed), in page order. */
export function texts(visitor: NoJsBrowser, selector: string): string[] {
  return visitor
    .$<Element, string>(selector)
    .toArray()
    .map((el) => visitor.text(visitor.$(el)));
}

/** The transaction table's column `n` (1-based) of every row. */
export const column = (visitor: NoJsBrowser, n: number) =>
  texts(visitor, `[data-testid="order-table"] tbody tr td:nth-child(${n})`);

/** Whether the page has a link whose name holds `name` (as getByRole's name does, any case). */
export function hasLink(visitor: NoJsBrowser, name: string, within = "body"): boolean {
  return visitor
    .$(within)
    .find("a[href]")
    .toArray()
    .some((el) =>
      (el.attribs["aria-label"] ?? visitor.text(visitor.$(el))).toLowerCase().includes(name.toLowerCase()),
    );
}
