import { requireCustomer } from "../http/auth.ts";
import { json, type Router } from "../http/router.ts";
import { idParam } from "../http/validate.ts";
import { addToCart, deleteCartLine, listCart, updateCartLine } from "../orders/cart.ts";
import { listExpeditions } from "../orders/checkout.ts";
import { assertSelf, formFields, selfParam } from "./transaction-request.ts";

export function register(router: Router): void {
  router.get("/api/expedition", (req) => {
    requireCustomer(req);
    return json({ data: listExpeditions(req.host.db) });
  });

  router.get("/api/transaction/cart/list-cart/:userId", (req) => {
    const customer = requireCustomer(req);
    selfParam(req, customer.id);
    return json({ data: listCart(req.host.db, customer.id) });
  });

  router.post("/api/transaction/cart", async (req) => {
    const customer = requireCustomer(req);
    const fields = await formFields(req);
    assertSelf(customer.id, fields.customer_id);
    return json(
      { message: "Produk berhasil ditambahkan", data: addToCart(req.host.db, customer.id, fields) },
      201,
    );
  });

  router.put("/api/transaction/cart/update-note/:cartId", async (req) => {
    const customer = requireCustomer(req);
    const line = updateCartLine(req.host.db, customer.id, idParam(req, "cartId"), await formFields(req));
    return json({ message: "Data berhasil disimpan", data: line });
  });

  router.delete("/api/transaction/cart/delete-cart/:cartId", (req) => {
    const customer = requireCustomer(req);
    deleteCartLine(req.host.db, customer.id, idParam(req, "cartId"));
    return json({ message: "Produk berhasil dihapus" });
  });
}
