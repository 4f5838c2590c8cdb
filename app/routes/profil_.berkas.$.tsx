// A buyer's private file (payment proof, receipt document, complaint evidence): /profil/berkas/<path>
// with <path> as the host names it (`bukti-bayar/3f9a….png`). The storefront asks the host with
// the buyer's token and streams the file on (~/lib/private-files.server): the host's public file
// path does not serve these, and another buyer's file is a 404 like one that does not exist.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isPublicFile, isStoredFilePath } from "@contract/stored-files";
import { adminClient } from "~/lib/admin/client.server";
import { download } from "~/lib/download-failure.server";
import { nullWhenNotFound, privateNotFound } from "~/lib/not-found.server";
import { privateFileHeaders } from "~/lib/private-files.server";
import { requireUser } from "~/lib/session.server";

const missing = () => privateNotFound("Berkas");

export function loader({ request, params }: LoaderFunctionArgs) {
  // A host failure gives the friendly page, never its bare text (~/lib/download-failure.server).
  return download(request, async () => {
    await requireUser(request);
    const path = params["*"] ?? "";
    if (!isStoredFilePath(path) || isPublicFile(path)) return missing();
    const admin = await adminClient(request);
    const file = await admin.openFile(path).catch(nullWhenNotFound);
    if (!file) return missing();
    return new Response(file.body, { headers: privateFileHeaders(path, file.headers) });
  });
}
