import { requireCustomer } from "../http/auth.ts";
import { json, type Router } from "../http/router.ts";
import { idParam } from "../http/validate.ts";
import { listTransactions, transactionBody } from "../orders/transactions.ts";
import { selfParam } from "./transaction-request.ts";

export function register(router: Router): void {
  router.get("/api/transaction/list-transaction/:userId", (req) => {
    const customer = requireCustomer(req);
    selfParam(req, customer.id);
    return json(listTransactions(req.host.db, customer.id));
  });

  router.get("/api/transaction/:id", (req) => {
    const customer = requireCustomer(req);
    return json(transactionBody(req.host.db, idParam(req), customer.id));
  });
}
