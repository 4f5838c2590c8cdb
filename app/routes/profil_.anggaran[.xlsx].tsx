// The realisation as .xlsx (/profil/anggaran.xlsx?tahun=&sumber=): what the page shows for the
// same filter. A download of personal data: private, never stored by a proxy or the browser.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminClient } from "~/lib/admin/client.server";
import { download } from "~/lib/download-failure.server";
import { witaDayStamp } from "~/lib/format-date";
import { PRIVATE_NO_STORE } from "~/lib/http.server";
import { requireUser } from "~/lib/session.server";
import { XLSX_TYPE } from "~/features/orders/export.server";
import { loadOrderFacts } from "~/features/procurement/facts.server";
import { readFilter } from "~/features/procurement/query";
import { realise } from "~/features/procurement/realisation";
import { realisationWorkbook } from "~/features/procurement/workbook.server";

export function loader({ request }: LoaderFunctionArgs) {
  // A host failure gives the friendly page, never its bare text (~/lib/download-failure.server).
  return download(request, async () => {
    const { userId, session } = await requireUser(request);
    const filter = readFilter(new URL(request.url).searchParams);
    const facts = await loadOrderFacts(await adminClient(request, session), userId);
    const name = `realisasi-anggaran-${filter.year ?? "semua"}-${witaDayStamp()}.xlsx`;
    return new Response(realisationWorkbook(realise(facts, filter)), {
      headers: {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": PRIVATE_NO_STORE,
      },
    });
  });
}
