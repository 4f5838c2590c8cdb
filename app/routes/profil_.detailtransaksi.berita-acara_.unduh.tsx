// The Berita Acara Negosiasi as a Word file (issue 33): /profil/detailtransaksi/berita-acara/unduh
// ?id_transaksi=, the printable page's markup as a .doc (~/features/orders/agreement/word.server).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { wordDownload } from "~/features/orders/agreement/documents.server";
import { download } from "~/lib/download-failure.server";

// A host failure gives the friendly page, never its bare text (~/lib/download-failure.server).
export const loader = ({ request }: LoaderFunctionArgs) =>
  download(request, () => wordDownload(request, "berita-acara"));
