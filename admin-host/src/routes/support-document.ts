import { DOCUMENT_RULE } from "../../../contract/uploads.ts";
import { requireCustomer } from "../http/auth.ts";
import { notFound } from "../http/errors.ts";
import type { Router } from "../http/router.ts";
import { json, type ApiRequest } from "../http/router.ts";
import { idParam } from "../http/validate.ts";
import { exportDocument, exportKinds, type ExportKind } from "../orders/exports.ts";
import { saveReceipt, supportDocuments } from "../orders/shipments.ts";

const documentRule = (name: string) =>
  /^files\[\d{1,2}\]\[file\]$/.test(name) ? { rule: DOCUMENT_RULE, dir: "dokumen" } : undefined;

async function receipt(req: ApiRequest, mode: "create" | "update") {
  const customer = requireCustomer(req);
  const outgoingId = idParam(req, "outgoingId");
  const { fields } = await req.multipart(documentRule);
  return saveReceipt(req.host.db, customer.id, outgoingId, fields, mode);
}

const queryId = (req: ApiRequest, name: string): number | null => {
  const raw = req.query.get(name);
  if (raw === null || raw === "") return null;
  if (!/^\d{1,15}$/.test(raw)) throw notFound();
  return Number(raw);
};

export function register(router: Router): void {
  router.get("/api/transaction-support-document/:id", (req) => {
    const customer = requireCustomer(req);
    return json({ data: supportDocuments(req.host.db, customer.id, idParam(req)) });
  });

  router.post("/api/transaction-support-document/create/:outgoingId", async (req) =>
    json({ message: "Data anda telah berhasil disimpan", data: await receipt(req, "create") }, 201),
  );

  router.put("/api/transaction-support-document/update/:outgoingId", async (req) =>
    json({ message: "Data anda telah berhasil diperbaharui", data: await receipt(req, "update") }),
  );

  for (const kind of Object.keys(exportKinds) as ExportKind[]) {
    router.get(`/api/transaction-support-document/export-${kind}`, (req) => {
      const customer = requireCustomer(req);
      const transactionId = queryId(req, "transaction_id");
      if (transactionId === null) throw notFound();
      const file = exportDocument(
        req.host.db,
        customer.id,
        kind,
        transactionId,
        queryId(req, "outgoing_detail_id"),
      );
      return {
        status: 200,
        body: file.body,
        headers: {
          "Content-Type": "application/msword",
          "Content-Disposition": `attachment; filename=${file.filename}`,
        },
      };
    });
  }
}
