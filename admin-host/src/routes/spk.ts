import { requireCustomer } from "../http/auth.ts";
import { json, type Router } from "../http/router.ts";
import { storeSpk } from "../orders/spk.ts";
import { formFields } from "./transaction-request.ts";

export function register(router: Router): void {
  router.post("/api/transaction/store-spk", async (req) => {
    const customer = requireCustomer(req);
    const spk = storeSpk(req.host.db, customer.id, await formFields(req));
    return json({ status: "Success", message: "Data anda telah berhasil disimpan", data: spk }, 201);
  });
}
