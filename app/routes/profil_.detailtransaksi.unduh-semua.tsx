// "Unduh semua dokumen" (beyond 001 §2): /profil/detailtransaksi/unduh-semua?id_transaksi=, one
// ZIP of the order's Berita Acara Negosiasi and draft Surat Pesanan, filled templates and uploaded
// documents, streamed as it is built (~/features/orders/receipt/archive.server). A download of
// personal data: private, never stored.
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { adminClient } from "~/lib/admin/client.server";
import { getOrder } from "~/lib/admin/orders.server";
import { getShipments } from "~/lib/admin/support-documents.server";
import { download } from "~/lib/download-failure.server";
import { PRIVATE_NO_STORE } from "~/lib/http.server";
import { archiveName, orderArchiveEntries, zipStream } from "~/features/orders/receipt/archive.server";
import { parseId } from "~/features/orders/tabs";
import { requireUser } from "~/lib/session.server";
import { nullWhenNotFound, privateNotFound } from "~/lib/not-found.server";

/** No such order, not the buyer's, or nothing to put in it: private like the ZIP, never kept by a proxy. */
const missing = () => privateNotFound("Dokumen");

export function loader({ request }: LoaderFunctionArgs) {
  // A host failure gives the friendly page, never its bare text (~/lib/download-failure.server).
  return download(request, async () => {
    await requireUser(request);
    const transactionId = parseId(new URL(request.url).searchParams.get("id_transaksi"));
    if (transactionId === null) return missing();
    const admin = await adminClient(request);
    // Another buyer's order answers 404 to both reads: nothing is streamed.
    const read = await Promise.all([
      getOrder(admin, transactionId),
      getShipments(admin, transactionId),
    ]).catch(nullWhenNotFound);
    if (!read) return missing();
    const [order, shipments] = read;
    if (!shipments.some((shipment) => shipment.detail.length > 0)) return missing();
    const invoice = order.data.invoice;
    const archive = zipStream(orderArchiveEntries(admin, order, shipments), request.signal);
    return new Response(createReadableStreamFromReadable(archive), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${archiveName(invoice)}"`,
        "Cache-Control": PRIVATE_NO_STORE,
      },
    });
  });
}
