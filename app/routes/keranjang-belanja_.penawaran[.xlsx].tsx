// The quotation's table as .xlsx (the same lines and totals as the page): personal, never stored.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE_NO_STORE } from "~/lib/http.server";
import { XLSX_TYPE } from "~/features/orders/export.server";
import { loadQuotation } from "~/features/quotation/quotation.server";
import { quotationWorkbook } from "~/features/quotation/workbook.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const quotation = await loadQuotation(request);
  const file = quotation.number.replaceAll("/", "-");
  return new Response(quotationWorkbook(quotation), {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${file}.xlsx"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}
