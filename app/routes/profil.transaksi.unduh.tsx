// "Unduh Excel" of the transaction list: the orders matching the list's search, as .xlsx.
// A download of personal data: private and never stored by a proxy or the browser cache.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminClient } from "~/lib/admin/client.server";
import { witaDayStamp } from "~/lib/format-date";
import { listOrders } from "~/lib/admin/orders.server";
import { download } from "~/lib/download-failure.server";
import { PRIVATE_NO_STORE } from "~/lib/http.server";
import { ordersWorkbook } from "~/features/orders/export.server";
import { matchingOrders } from "~/features/orders/list.server";
import { requireUser } from "~/lib/session.server";

export function loader({ request }: LoaderFunctionArgs) {
  // A host failure gives the friendly page, never its bare text (~/lib/download-failure.server).
  return download(request, async () => {
    const { userId } = await requireUser(request);
    const admin = await adminClient(request);
    const orders = matchingOrders(await listOrders(admin, userId), new URL(request.url).searchParams);
    const body = await ordersWorkbook(admin, orders);
    const day = witaDayStamp();
    return new Response(body, {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="transaksi-${day}.xlsx"`,
        "Cache-Control": PRIVATE_NO_STORE,
      },
    });
  });
}
