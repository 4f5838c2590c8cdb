import type { Router } from "../http/router.ts";
import { register as address } from "./address.ts";
import { register as catalogue } from "./catalogue.ts";
import { register as customer } from "./customer.ts";
import { register as customerProfile } from "./customer-profile.ts";
import { register as regions } from "./regions.ts";
import { register as operatorCustomers } from "./operator/customers.ts";
import { register as operatorFaults } from "./operator/faults.ts";
import { register as cart } from "./cart.ts";
import { register as chat } from "./chat.ts";
import { register as checkout } from "./checkout.ts";
import { register as complaint } from "./complaint.ts";
import { register as files } from "./files.ts";
import { register as log } from "./log.ts";
import { register as negotiation } from "./negotiation.ts";
import { register as operatorOrders } from "./operator/orders.ts";
import { register as operatorProducts } from "./operator/products.ts";
import { register as payment } from "./payment.ts";
import { register as review } from "./review.ts";
import { register as spk } from "./spk.ts";
import { register as supportDocument } from "./support-document.ts";
import { register as transaction } from "./transaction.ts";

/** Every route module of the API, each adding its routes to the router. */
export const routeModules: ((router: Router) => void)[] = [
  catalogue,
  customer,
  customerProfile,
  regions,
  address,
  operatorCustomers,
  operatorFaults,
  cart,
  checkout,
  transaction,
  log,
  payment,
  negotiation,
  spk,
  supportDocument,
  review,
  complaint,
  chat,
  files,
  operatorOrders,
  operatorProducts,
];
