import { json, type ApiRequest, type Router } from "../../http/router.ts";
import { idParam } from "../../http/validate.ts";
import { postMessage } from "../../orders/chat.ts";
import { answerComplaint } from "../../orders/complaints.ts";
import { operatorAccept } from "../../orders/negotiation.ts";
import { changeStatus, counterOffer, listOrders, shipOrder } from "../../orders/operator.ts";
import { rejectPayment, resetPayment, verifyPayment } from "../../orders/payments.ts";
import { answerReview } from "../../orders/reviews.ts";
import { transactionBody } from "../../orders/transactions.ts";
import { findTransaction } from "../../orders/common.ts";
import { notFound } from "../../http/errors.ts";

/** The administrator's side over HTTP; the host only routes /api/operator/* with the operator key. */
const text = async (req: ApiRequest, name: string) => {
  const value = (await req.fields())[name];
  return typeof value === "string" ? value : "";
};

export function register(router: Router): void {
  router.get("/api/operator/orders", (req) =>
    json({ data: listOrders(req.host.db, req.query.get("status") ?? undefined) }),
  );

  router.get("/api/operator/orders/:id", (req) => json(transactionBody(req.host.db, idParam(req))));

  router.post("/api/operator/orders/:id/status", async (req) => {
    const id = idParam(req);
    changeStatus(req.host.db, id, await text(req, "status"));
    return json({ data: { id, status: findTransaction(req.host.db, id).status } });
  });

  router.post("/api/operator/orders/:id/counter", async (req) => {
    const roundId = counterOffer(req.host.db, idParam(req), await req.fields());
    return json({ data: { id: roundId } }, 201);
  });

  router.post("/api/operator/orders/:id/accept", (req) => {
    const id = idParam(req);
    operatorAccept(req.host.db, id);
    return json({ data: { id, status: findTransaction(req.host.db, id).status } });
  });

  router.post("/api/operator/orders/:id/shipments", async (req) => {
    const shipmentId = shipOrder(req.host.db, idParam(req), await req.fields());
    return json({ data: { id: shipmentId } }, 201);
  });

  router.post("/api/operator/orders/:id/payment/verify", async (req) =>
    json({ data: verifyPayment(req.host.db, idParam(req), (await text(req, "notes")) || null) }),
  );

  router.post("/api/operator/orders/:id/payment/reject", async (req) =>
    json({ data: rejectPayment(req.host.db, idParam(req), (await text(req, "notes")) || null) }),
  );

  router.post("/api/operator/orders/:id/payment/reset", (req) => {
    resetPayment(req.host.db, idParam(req));
    return json({ data: { id: idParam(req) } });
  });

  router.post("/api/operator/chat/:customerId", async (req) => {
    const customerId = idParam(req, "customerId");
    if (!req.host.db.get("SELECT 1 FROM customers WHERE id = ?", [customerId])) throw notFound();
    return json({ data: postMessage(req.host.db, customerId, await text(req, "message"), false) }, 201);
  });

  router.post("/api/operator/reviews/:id/answer", async (req) => {
    answerReview(req.host.db, idParam(req), await text(req, "respon_notes"));
    return json({ data: { id: idParam(req) } });
  });

  router.post("/api/operator/complaints/:id/answer", async (req) => {
    answerComplaint(req.host.db, idParam(req), await text(req, "respon_admin"));
    return json({ data: { id: idParam(req) } });
  });
}
