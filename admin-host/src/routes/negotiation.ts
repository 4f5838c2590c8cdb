import { operatorAllowed, requireCustomer } from "../http/auth.ts";
import { HttpError, invalid } from "../http/errors.ts";
import { json, type Router } from "../http/router.ts";
import { idParam } from "../http/validate.ts";
import { buyerCounter } from "../orders/negotiation.ts";
import { negotiationRounds } from "../orders/negotiation-rounds.ts";
import { changeStatus } from "../orders/operator.ts";
import { findTransaction } from "../orders/common.ts";
import { formFields } from "./transaction-request.ts";

export function register(router: Router): void {
  router.post("/api/transaction/store-negotiation/:id", async (req) => {
    const customer = requireCustomer(req);
    const transactionId = idParam(req);
    const roundId = buyerCounter(req.host.db, customer.id, transactionId, await formFields(req));
    return json(
      {
        message: "Selamat Permohonan Nego Anda Berhasil diajukan, mohon menunggu proses selanjutnya",
        data: negotiationRounds(req.host.db, transactionId).find((round) => round.id === roundId),
      },
      201,
    );
  });

  // 001 §6: an admin-only call; the operator key, not a buyer's token, authorises it.
  router.put("/api/admin-transaction/update/:id", async (req) => {
    if (!operatorAllowed(req.host.operatorKey, req.headers["x-operator-key"])) {
      throw new HttpError(403, { message: "Hanya admin yang dapat mengubah status transaksi" });
    }
    const transactionId = idParam(req);
    findTransaction(req.host.db, transactionId);
    const fields = await formFields(req);
    if (
      String(fields.status ?? "")
        .trim()
        .toLowerCase() !== "process"
    )
      throw invalid({ status: ["Status tidak dapat diubah"] });
    changeStatus(req.host.db, transactionId, "process");
    return json({ message: "Status berhasil diubah", data: { id: transactionId, status: "process" } });
  });
}
