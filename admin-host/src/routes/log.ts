import { requireCustomer } from "../http/auth.ts";
import { json, type Router } from "../http/router.ts";
import { idParam } from "../http/validate.ts";
import { findTransaction } from "../orders/common.ts";
import { listLog } from "../orders/log.ts";

export function register(router: Router): void {
  router.get("/api/transaction/log/:id", (req) => {
    const customer = requireCustomer(req);
    const transaction = findTransaction(req.host.db, idParam(req), customer.id);
    return json({ log: listLog(req.host.db, transaction.id) });
  });
}
