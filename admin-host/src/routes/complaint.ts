import { requireCustomer } from "../http/auth.ts";
import { json, type Router } from "../http/router.ts";
import { idParam } from "../http/validate.ts";
import { createComplaint, findComplaint, listComplaints } from "../orders/complaints.ts";
import { mediaRule } from "./transaction-request.ts";

export function register(router: Router): void {
  router.get("/api/transaction/complaint/list", (req) => {
    const customer = requireCustomer(req);
    return json(listComplaints(req.host.db, customer.id));
  });

  router.get("/api/transaction/complaint/:id", (req) => {
    const customer = requireCustomer(req);
    return json(findComplaint(req.host.db, customer.id, idParam(req)));
  });

  router.post("/api/transaction/complaint", async (req) => {
    const customer = requireCustomer(req);
    const { fields, files } = await req.multipart(mediaRule("komplain"));
    const complaint = createComplaint(req.host.db, customer.id, fields, files);
    return json({ message: "Komplain Anda Berhasil dikirim", data: complaint }, 201);
  });
}
