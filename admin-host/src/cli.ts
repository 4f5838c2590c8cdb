import { HttpError } from "./http/errors.ts";
import { createAdminHost } from "./index.ts";
import { postMessage } from "./orders/chat.ts";
import { answerComplaint } from "./orders/complaints.ts";
import { operatorAccept } from "./orders/negotiation.ts";
import { changeStatus, counterOffer, listOrders, shipOrder } from "./orders/operator.ts";
import { rejectPayment, resetPayment, verifyPayment } from "./orders/payments.ts";
import { answerReview } from "./orders/reviews.ts";
import { transactionBody } from "./orders/transactions.ts";
import { listOutbox, verifyCustomer } from "./routes/operator/customers.ts";
import { resetDemoData } from "./seed/index.ts";

const usage = `Usage: npm run admin -- <command> [arguments]
Works directly on the database of ADMIN_HOST_DATA_DIR (default ./data); the host may be running.

Orders
  orders [status]                          list orders, newest first (optionally one status)
  show <orderId>                           print an order as GET transaction/{id} answers it
  status <orderId> <status>                document (from confirm), process (from paid),
                                           processed (from process), cancel (before paid)
  counter <orderId> <lineId>=<price>... [--ongkir <amount>] [--note <text>]
                                           counter-offer: a new negotiation round with is_admin 1
  accept <orderId>                         accept the buyer's latest round (pending -> confirmed)
  ship <orderId> <waybill> [<lineId>=<units>...]
                                           record a shipment (default: every unit not shipped yet)
  verify <orderId> [notes]                 verify the payment (order becomes paid)
  reject <orderId> [notes]                 reject the transfer proof (order becomes payment_failed)
  reset-payment <orderId>                  void an expired or failed payment so the buyer can pay again
  chat <customerId> <message...>           reply to a buyer's chat as the admin
  answer-review <reviewId> <text...>       the seller's reply to a review
  answer-complaint <complaintId> <text...> the admin's reply to a complaint

Customers and demo data
  verify-customer <customerId>             mark a registration as verified
  outbox [email]                           print the mails (verification and reset links)
  reset                                    delete everything and seed the demo data again
`;

/** `12=45000` pairs of a line id and a number. */
function pairs(args: readonly string[]): [number, number][] {
  return args.map((arg) => {
    const match = /^(\d+)=(\d+)$/.exec(arg);
    if (!match) throw new Error(`Expected <id>=<number>, got "${arg}"`);
    return [Number(match[1]), Number(match[2])];
  });
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const [, value] = args.splice(index, 2);
  if (value === undefined) throw new Error(`${name} needs a value`);
  return value;
}

function id(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value)) throw new Error(`Expected an id, got "${value ?? ""}"`);
  return Number(value);
}

const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));

const [command, ...args] = process.argv.slice(2);
if (!command || command === "--help" || command === "-h" || command === "help") {
  console.log(usage);
  process.exit(command ? 0 : 1);
}

const host = await createAdminHost({
  dataDir: process.env.ADMIN_HOST_DATA_DIR ?? "./data",
  publicUrl: process.env.ADMIN_HOST_PUBLIC_URL ?? `http://localhost:${process.env.ADMIN_HOST_PORT ?? 3001}`,
});
const { db } = host.context;

try {
  switch (command) {
    case "orders":
      for (const order of listOrders(db, args[0])) {
        console.log(
          [
            order.id,
            order.invoice,
            order.status,
            order.customer.username,
            order.grand_total,
            order.payment_status ?? "-",
          ].join("\t"),
        );
      }
      break;
    case "show":
      print(transactionBody(db, id(args[0])));
      break;
    case "status":
      changeStatus(db, id(args[0]), args[1] ?? "");
      console.log(`Order ${args[0]} is now ${args[1]}`);
      break;
    case "counter": {
      const rest = args.slice(1);
      const ongkir = option(rest, "--ongkir");
      const notes = option(rest, "--note") ?? "";
      const prices = pairs(rest).map(([lineId, price]) => ({
        transaction_detail_id: lineId,
        new_price: price,
      }));
      counterOffer(db, id(args[0]), {
        prices,
        shipping_cost: ongkir === undefined ? null : Number(ongkir),
        notes,
      });
      console.log(`Counter-offer recorded for order ${args[0]}`);
      break;
    }
    case "accept":
      operatorAccept(db, id(args[0]));
      console.log(`Order ${args[0]} is now confirmed`);
      break;
    case "ship": {
      const items = pairs(args.slice(2)).map(([lineId, units]) => ({ transaction_detail_id: lineId, units }));
      const shipmentId = shipOrder(db, id(args[0]), {
        no_airwaybill: args[1] ?? "",
        items: items.length > 0 ? items : undefined,
      });
      console.log(`Shipment ${shipmentId} recorded for order ${args[0]}`);
      break;
    }
    case "verify":
      print(verifyPayment(db, id(args[0]), args.slice(1).join(" ") || null));
      break;
    case "reject":
      print(rejectPayment(db, id(args[0]), args.slice(1).join(" ") || null));
      break;
    case "reset-payment":
      resetPayment(db, id(args[0]));
      console.log(`Payment of order ${args[0]} voided`);
      break;
    case "chat":
      print(postMessage(db, id(args[0]), args.slice(1).join(" "), false));
      break;
    case "answer-review":
      answerReview(db, id(args[0]), args.slice(1).join(" "));
      console.log(`Review ${args[0]} answered`);
      break;
    case "answer-complaint":
      answerComplaint(db, id(args[0]), args.slice(1).join(" "));
      console.log(`Complaint ${args[0]} answered`);
      break;
    case "verify-customer":
      verifyCustomer(host.context, id(args[0]));
      console.log(`Customer ${args[0]} verified`);
      break;
    case "outbox":
      print(listOutbox(host.context, args[0]));
      break;
    case "reset":
      await resetDemoData(host.context);
      console.log("Demo data restored");
      break;
    default:
      console.error(`Unknown command "${command}"\n\n${usage}`);
      process.exitCode = 1;
  }
} catch (error) {
  // Domain errors carry the API's Indonesian message and field errors.
  if (error instanceof HttpError)
    console.error(`${error.message}${"errors" in error.body ? ` ${JSON.stringify(error.body.errors)}` : ""}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await host.close();
}
