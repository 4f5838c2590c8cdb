import { PAYMENT_PROOF_RULE } from "../../../contract/uploads.ts";
import { requireCustomer } from "../http/auth.ts";
import { notFound } from "../http/errors.ts";
import { html, json, redirect, type Router } from "../http/router.ts";
import { idParam } from "../http/validate.ts";
import {
  buyerPayment,
  createPayment,
  gatewayOutcome,
  gatewaySession,
  uploadProof,
} from "../orders/payments.ts";
import { formFields } from "./transaction-request.ts";
import { gatewayPage } from "../doku-page.ts";

export function register(router: Router): void {
  router.post("/api/transaction/payment", async (req) => {
    const customer = requireCustomer(req);
    const { payment, created } = createPayment(
      req.host.db,
      customer.id,
      await formFields(req),
      req.host.publicUrl,
    );
    return json(payment, created ? 201 : 200);
  });

  router.get("/api/transaction/payment/status", (req) => {
    const customer = requireCustomer(req);
    const id = req.query.get("id") ?? "";
    if (!/^\d{1,15}$/.test(id)) throw notFound("Pembayaran tidak ditemukan");
    return json(buyerPayment(req.host.db, customer.id, Number(id)));
  });

  router.get("/api/transaction/payment/detail/:id", (req) => {
    const customer = requireCustomer(req);
    return json(buyerPayment(req.host.db, customer.id, idParam(req, "id", "Pembayaran tidak ditemukan")));
  });

  router.post("/api/transaction/payment/proof-of-payment", async (req) => {
    const customer = requireCustomer(req);
    const { fields, files } = await req.multipart((name) =>
      name === "image" ? { rule: PAYMENT_PROOF_RULE, dir: "bukti-bayar" } : undefined,
    );
    const payment = uploadProof(
      req.host.db,
      customer.id,
      fields,
      files.find((file) => file.field === "image"),
    );
    return json({ message: "Selamat File Anda telah dikirim", data: payment });
  });

  // The simulated Doku gateway: a page for the buyer, outside /api (no bearer token, the token is in the URL).
  router.get("/doku/:token", (req) => html(gatewayPage(gatewaySession(req.host.db, req.params.token))));

  router.post("/doku/:token", async (req) => {
    const fields = await req.fields();
    return redirect(gatewayOutcome(req.host.db, req.params.token, String(fields.action ?? "")));
  });
}
