import { requireCustomer } from "../http/auth.ts";
import { json, type Router } from "../http/router.ts";
import { idParam } from "../http/validate.ts";
import { createReview, listUserReviews, orderReviews } from "../orders/reviews.ts";
import { mediaRule } from "./transaction-request.ts";

export function register(router: Router): void {
  router.get("/api/review/:id", (req) => {
    const customer = requireCustomer(req);
    return json(orderReviews(req.host.db, customer.id, idParam(req)));
  });

  router.get("/api/reviews/list/user", (req) => {
    const customer = requireCustomer(req);
    return json(listUserReviews(req.host.db, customer.id));
  });

  router.post("/api/product/review", async (req) => {
    const customer = requireCustomer(req);
    const { fields, files } = await req.multipart(mediaRule("ulasan"));
    const review = createReview(req.host.db, customer.id, fields, files);
    return json({ message: "Data anda telah berhasil disimpan", data: review }, 201);
  });
}
