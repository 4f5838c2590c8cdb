// The draft Surat Pesanan as a Word file (issue 33): /profil/detailtransaksi/surat-pesanan/unduh
// ?id_transaksi=. Before the order is confirmed there is no draft: the page that says why.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { wordDownload } from "~/features/orders/agreement/documents.server";
import { download } from "~/lib/download-failure.server";

// A host failure gives the friendly page, never its bare text (~/lib/download-failure.server).
export const loader = ({ request }: LoaderFunctionArgs) =>
  download(request, () => wordDownload(request, "surat-pesanan"));
