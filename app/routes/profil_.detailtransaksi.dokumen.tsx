// A slot's Word template for a receipt record (001 §7 export-spk, -invoice, -bast, -receipt):
// /profil/detailtransaksi/dokumen?id_transaksi=&id_penerimaan=&jenis=spk. The storefront asks the
// host with the buyer's token and streams the file on: the token never reaches the browser.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminClient } from "~/lib/admin/client.server";
import { exportTemplate } from "~/lib/admin/support-documents.server";
import { download } from "~/lib/download-failure.server";
import { PRIVATE_NO_STORE } from "~/lib/http.server";
import { isDocumentSlot, templateName } from "~/features/orders/receipt/receipt";
import { parseId } from "~/features/orders/tabs";
import { requireUser } from "~/lib/session.server";
import { nullWhenNotFound, privateNotFound } from "~/lib/not-found.server";

/** Not there, or not the buyer's: a private answer like the file itself, never kept by a proxy. */
const missing = () => privateNotFound("Dokumen");

export function loader({ request }: LoaderFunctionArgs) {
  // A host failure gives the friendly page, never its bare text (~/lib/download-failure.server).
  return download(request, async () => {
    await requireUser(request);
    const query = new URL(request.url).searchParams;
    const transactionId = parseId(query.get("id_transaksi"));
    const recordId = parseId(query.get("id_penerimaan"));
    const slot = query.get("jenis");
    if (transactionId === null || recordId === null || !isDocumentSlot(slot)) return missing();
    const admin = await adminClient(request);
    // Another buyer's order or record, or a record of another order: the host answers 404.
    const file = await exportTemplate(admin, slot, transactionId, recordId).catch(nullWhenNotFound);
    if (!file) return missing();
    return new Response(file.body, {
      headers: {
        "Content-Type": "application/msword",
        "Content-Disposition": `attachment; filename="${templateName(slot)}"`,
        "Cache-Control": PRIVATE_NO_STORE,
      },
    });
  });
}
