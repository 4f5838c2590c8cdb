import { isStoredFilePath } from "../../../contract/stored-files.ts";
import { requireCustomer } from "../http/auth.ts";
import { notFound } from "../http/errors.ts";
import { findStoredFile } from "../http/files.ts";
import type { Router } from "../http/router.ts";
import { privateFileName } from "../orders/private-files.ts";

// A buyer's private files (payment proofs, receipt documents, complaint evidence), served to their
// owner alone: the storefront streams them on with the buyer's session (docs/admin-api.md "Files").

export function register(router: Router): void {
  router.get("/api/files/:folder/:name", async (req) => {
    const customer = requireCustomer(req);
    const path = `${req.params.folder}/${req.params.name}`;
    // Another buyer's file answers as one that does not exist.
    const filename = isStoredFilePath(path) ? privateFileName(req.host.db, customer.id, path) : null;
    const file = filename ? await findStoredFile(req.host.filesDir, path) : null;
    if (!filename || !file) throw notFound("File tidak ditemukan");
    const disposition = file.type.kind === "image" ? "inline" : "attachment";
    return {
      status: 200,
      body: "",
      file,
      headers: {
        "Cache-Control": "private, no-store",
        "Content-Disposition": `${disposition}; filename="${filename}"`,
      },
    };
  });
}
