import type { Router } from "../http/router.ts";
import { register as address } from "./address.ts";
import { register as catalogue } from "./catalogue.ts";
import { register as customer } from "./customer.ts";
import { register as customerProfile } from "./customer-profile.ts";
import { register as regions } from "./regions.ts";
import { register as operatorCustomers } from "./operator/customers.ts";
import { register as operatorFaults } from "./operator/faults.ts";

/** Every route module of the API, each adding its routes to the router. */
export const routeModules: ((router: Router) => void)[] = [
  catalogue,
  customer,
  customerProfile,
  regions,
  address,
  operatorCustomers,
  operatorFaults,
];
