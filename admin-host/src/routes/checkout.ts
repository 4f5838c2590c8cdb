import { requireCustomer } from "../http/auth.ts";
import { json, type Router } from "../http/router.ts";
import { idParam } from "../http/validate.ts";
import {
  checkoutView,
  negotiatePrice,
  negotiateShipping,
  quoteShipping,
  startCheckout,
  storeShipping,
} from "../orders/checkout.ts";
import { createTransaction } from "../orders/create-order.ts";
import { assertSelf, formFields } from "./transaction-request.ts";

export function register(router: Router): void {
  router.post("/api/transaction/checkout", async (req) => {
    const customer = requireCustomer(req);
    const fields = await formFields(req);
    assertSelf(customer.id, fields.customer_id);
    return json(
      { id: startCheckout(req.host.db, customer.id, fields), message: "Checkout berhasil dibuat" },
      201,
    );
  });

  router.get("/api/transaction/checkout/detail-checkout/:id", (req) => {
    const customer = requireCustomer(req);
    return json({ data: checkoutView(req.host.db, customer.id, idParam(req)) });
  });

  router.post("/api/transaction/checkout/get-shipping-cost/:id", async (req) => {
    const customer = requireCustomer(req);
    return json({ data: quoteShipping(req.host.db, customer.id, idParam(req), await formFields(req)) });
  });

  router.post("/api/transaction/checkout/store-shipping-cost/:id", async (req) => {
    const customer = requireCustomer(req);
    const checkoutId = idParam(req);
    storeShipping(req.host.db, customer.id, checkoutId, await formFields(req));
    return json({
      message: "Data berhasil disimpan",
      data: checkoutView(req.host.db, customer.id, checkoutId),
    });
  });

  router.post("/api/transaction/checkout/shipping-negotiation", async (req) => {
    const customer = requireCustomer(req);
    const { checkoutId, message } = negotiateShipping(req.host.db, customer.id, await formFields(req));
    return json({ message, data: checkoutView(req.host.db, customer.id, checkoutId) });
  });

  router.post("/api/transaction/checkout/price-negotiation", async (req) => {
    const customer = requireCustomer(req);
    const { checkoutId, message } = negotiatePrice(req.host.db, customer.id, await formFields(req));
    return json({ message, data: checkoutView(req.host.db, customer.id, checkoutId) });
  });

  router.post("/api/transaction/create", async (req) => {
    const customer = requireCustomer(req);
    const result = createTransaction(req.host.db, customer.id, await formFields(req));
    return json(
      { id: result.id, invoice: result.invoice, message: "Transaksi berhasil dibuat" },
      result.created ? 201 : 200,
    );
  });
}
