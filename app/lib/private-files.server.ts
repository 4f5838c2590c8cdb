// A buyer's private files (payment proofs, receipt documents, complaint evidence: every stored file
// outside the public media, contract/stored-files.ts) reach the browser only through the
// storefront's /profil/berkas/<path> (routes/profil_.berkas.$.tsx), which asks the host with the
// buyer's token: never from the host's public file path, never kept by a proxy.
import { storedFileType } from "@contract/uploads";
import { safeFileName } from "~/lib/file-names";
import { PRIVATE_NO_STORE } from "~/lib/http.server";

const PRIVATE_FILES_PATH = "/profil/berkas";

/** The storefront's address of a private stored file (`bukti-bayar/3f9a….png`). */
export const privateFileHref = (path: string) => `${PRIVATE_FILES_PATH}/${path}`;

/**
 * The name the buyer's browser saves the file under: the host's (`INV-20261125-00007-bast.pdf`),
 * made safe for the header and ending in the file's own extension; else the folder's
 * (`bukti-bayar.png`). Never the stored, generated name.
 */
export function downloadName(path: string, hostDisposition: string | null): string {
  const suffix = `.${storedFileType(path)?.extension ?? "bin"}`;
  const given = /filename="([^"]+)"/i.exec(hostDisposition ?? "")?.[1] ?? "";
  const stem = given.toLowerCase().endsWith(suffix) ? given.slice(0, -suffix.length) : "";
  return `${safeFileName(stem || path.split("/")[0])}${suffix}`;
}

/**
 * The headers of a private file sent on to its owner: its type from its stored extension, images
 * shown in place and anything else downloaded, the host's length, never stored by a cache.
 * (`X-Content-Type-Options: nosniff` comes with every answer, server/security.ts.)
 */
export function privateFileHeaders(path: string, host: Headers): Headers {
  const type = storedFileType(path);
  const headers = new Headers({
    "Content-Type": type?.mime ?? "application/octet-stream",
    "Content-Disposition": `${type?.kind === "image" ? "inline" : "attachment"}; filename="${downloadName(path, host.get("content-disposition"))}"`,
    "Cache-Control": PRIVATE_NO_STORE,
  });
  const length = host.get("content-length");
  if (length && /^\d+$/.test(length)) headers.set("Content-Length", length);
  return headers;
}
