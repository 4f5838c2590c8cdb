// The SPJ bundle (/profil/anggaran/spj?tahun=2026[&bulan=11][&sumber=]): one ZIP of the period's
// orders and their documents, streamed as it is built (~/features/procurement/spj.server). A
// download of personal data: private, never stored. A period without orders goes back to the
// realisation page, which says so.
import { createReadableStreamFromReadable, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { shopLetterhead } from "~/components/ui/letterhead.server";
import { adminClient } from "~/lib/admin/client.server";
import { download } from "~/lib/download-failure.server";
import { PRIVATE_NO_STORE } from "~/lib/http.server";
import { notFound } from "~/lib/not-found.server";
import { requireUser } from "~/lib/session.server";
import { isStatus } from "~/features/orders/status";
import { zipStream } from "~/features/orders/receipt/archive.server";
import { loadOrderFacts } from "~/features/procurement/facts.server";
import { inPeriod } from "~/features/procurement/period";
import {
  EMPTY_SPJ_NOTICE,
  filterHref,
  PARAMS,
  readFilter,
  readPeriod,
  REALISATION_PATH,
} from "~/features/procurement/query";
import { matchesFilter } from "~/features/procurement/realisation";
import { spjEntries, spjName } from "~/features/procurement/spj.server";

export function loader({ request }: LoaderFunctionArgs) {
  // A host failure before the first byte gives the friendly page (~/lib/download-failure.server).
  return download(request, async () => {
    const { userId, session } = await requireUser(request);
    const params = new URL(request.url).searchParams;
    const period = readPeriod(params);
    if (!period) throw notFound("SPJ");
    const filter = { ...readFilter(params), year: period.year };
    const admin = await adminClient(request, session);
    const [facts, shop] = await Promise.all([loadOrderFacts(admin, userId), shopLetterhead()]);
    // Cancelled orders are spent nothing and have nothing to account for.
    const orders = facts
      .filter(
        (order) =>
          inPeriod(order, period) && matchesFilter(order, filter) && !isStatus(order.status, "cancel"),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    if (orders.length === 0)
      throw redirect(filterHref(REALISATION_PATH, filter, { [PARAMS.notice]: EMPTY_SPJ_NOTICE }));
    const archive = zipStream(spjEntries(admin, orders, period, shop), request.signal);
    return new Response(createReadableStreamFromReadable(archive), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${spjName(period)}.zip"`,
        "Cache-Control": PRIVATE_NO_STORE,
      },
    });
  });
}
