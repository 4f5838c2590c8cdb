// The two agreement documents from the host's own answers (the order, its log, the shop's
// settings as its letterhead): read for the printable pages and their Word files, and rendered
// for the order's ZIP.
import { redirect } from "@remix-run/node";
import { shopLetterhead } from "~/components/ui/letterhead.server";
import type { PrintShop } from "~/components/ui/PrintHead";
import type { AdminClient } from "~/lib/admin/client.server";
import { adminClient } from "~/lib/admin/client.server";
import { getOrder, getOrderLog, type LogEntry, type Order } from "~/lib/admin/orders.server";
import { safeFileName } from "~/lib/file-names";
import { formatDate } from "~/lib/format-date";
import { PRIVATE_NO_STORE } from "~/lib/http.server";
import { hostNotFound, notFound } from "~/lib/not-found.server";
import { requireUser } from "~/lib/session.server";
import { currentShipping } from "../negotiation/rules";
import { parseId } from "../tabs";
import { rupiahInWords } from "../terbilang";
import { agreementHref, DOCUMENT_TITLES, purchaseOrderRefusal, type AgreementDocument } from "./agreement";
import type { AgreementSheet } from "./AgreementParts";
import { negotiationRecord, resultLines } from "./history";
import { NegotiationMinutes, type MinutesProps } from "./NegotiationMinutes";
import { PurchaseOrderDraft, type PurchaseOrderProps } from "./PurchaseOrderDraft";
import { wordDocument } from "./word.server";

function agreementSheet(order: Order, shop: PrintShop): AgreementSheet {
  const { data } = order;
  return {
    invoice: data.invoice,
    orderedOn: formatDate(data.created_at),
    shop,
    buyer: data.customer,
    delivery: order.address,
    spk: data.spk,
    totals: {
      goods: data.total_price_nego ?? data.total_price,
      shipping: currentShipping(data),
      ppn: data.total_ppn,
      grandTotal: data.grand_total,
      inWords: rupiahInWords(data.grand_total),
    },
  };
}

/** The Berita Acara of a negotiated order; null for an order never negotiated. */
export function minutesOf(order: Order, shop: PrintShop, log: readonly LogEntry[]): MinutesProps | null {
  const record = negotiationRecord(order, log);
  return record && { ...agreementSheet(order, shop), record };
}

/** The draft of a confirmed order: a negotiated one's last round is then the one agreed. */
const draftOf = (order: Order, shop: PrintShop): PurchaseOrderProps => ({
  ...agreementSheet(order, shop),
  lines: resultLines(order),
  agreedStep: order.negotiations.at(-1)?.nego_step ?? null,
});

/** The draft Surat Pesanan, or why it cannot be made (see purchaseOrderRefusal). */
export function purchaseOrderOf(
  order: Order,
  shop: PrintShop,
): { refused: string; draft: null } | { refused: null; draft: PurchaseOrderProps } {
  const refused = purchaseOrderRefusal(order.data.status);
  return refused ? { refused, draft: null } : { refused: null, draft: draftOf(order, shop) };
}

/**
 * The signed-in buyer's order, the shop's letterhead and, for the Berita Acara, the order's log, in
 * one host round trip. A bad id, another buyer's order or an unknown one: the 404 page.
 */
async function readOrder(request: Request, document: AgreementDocument) {
  await requireUser(request);
  const transactionId = parseId(new URL(request.url).searchParams.get("id_transaksi"));
  if (transactionId === null) throw notFound("Dokumen");
  const admin = await adminClient(request);
  const [order, shop, log] = await Promise.all([
    getOrder(admin, transactionId),
    shopLetterhead(),
    document === "berita-acara" ? getOrderLog(admin, transactionId) : [],
  ]).catch((error: unknown) => hostNotFound(error, "Dokumen"));
  return { transactionId, order, shop, log };
}

export async function loadMinutes(request: Request) {
  const { transactionId, order, shop, log } = await readOrder(request, "berita-acara");
  const minutes = minutesOf(order, shop, log);
  // No round, no record: as the Negosiasi tab, it does not exist for this order.
  if (!minutes) throw notFound("Berita Acara");
  return { transactionId, minutes };
}

export async function loadPurchaseOrder(request: Request) {
  const { transactionId, order, shop } = await readOrder(request, "surat-pesanan");
  return { transactionId, negotiated: order.negotiations.length > 0, ...purchaseOrderOf(order, shop) };
}

const fileName = (invoice: string, document: AgreementDocument) =>
  `${safeFileName(invoice)}_${document === "berita-acara" ? "Berita_Acara_Negosiasi" : "Surat_Pesanan_Draf"}.doc`;

const minutesWord = (minutes: MinutesProps) =>
  wordDocument(`${DOCUMENT_TITLES["berita-acara"]} ${minutes.invoice}`, <NegotiationMinutes {...minutes} />);

const purchaseOrderWord = (draft: PurchaseOrderProps) =>
  wordDocument(`${DOCUMENT_TITLES["surat-pesanan"]} ${draft.invoice}`, <PurchaseOrderDraft {...draft} />);

/** A Word file to download: personal data, private and never stored. */
function wordResponse(invoice: string, document: AgreementDocument, body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "application/msword; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName(invoice, document)}"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}

/**
 * A document's Word file (its route beside the page, `/unduh`). A draft not to be made yet leads
 * to the page that says why. What it throws (the 404 of a resource route, which no page renders
 * and entry.server never sees) is private too: a shared proxy may keep a bare 404 otherwise.
 */
export async function wordDownload(request: Request, document: AgreementDocument): Promise<Response> {
  try {
    if (document === "berita-acara") {
      const { minutes } = await loadMinutes(request);
      return wordResponse(minutes.invoice, document, minutesWord(minutes));
    }
    const { transactionId, draft } = await loadPurchaseOrder(request);
    if (!draft) return redirect(agreementHref(transactionId, document));
    return wordResponse(draft.invoice, document, purchaseOrderWord(draft));
  } catch (error) {
    if (error instanceof Response) error.headers.set("Cache-Control", PRIVATE_NO_STORE);
    throw error;
  }
}

export type AgreementFile = { name: string; render(): Promise<string> };

/**
 * The order's agreement documents as Word files for its ZIP: the Berita Acara once negotiated,
 * the draft Surat Pesanan once confirmed. Each reads what else it needs only when rendered, so
 * an archive asks the host for it at its own pace.
 */
export function agreementFiles(admin: AdminClient, order: Order): AgreementFile[] {
  const { invoice } = order.data;
  const files: AgreementFile[] = [];
  if (order.negotiations.length > 0)
    files.push({
      name: fileName(invoice, "berita-acara"),
      render: async () => {
        const [shop, log] = await Promise.all([shopLetterhead(), getOrderLog(admin, order.data.id)]);
        // The order has rounds (above): there is a record.
        return minutesWord(minutesOf(order, shop, log)!);
      },
    });
  if (purchaseOrderRefusal(order.data.status) === null)
    files.push({
      name: fileName(invoice, "surat-pesanan"),
      render: async () => purchaseOrderWord(draftOf(order, await shopLetterhead())),
    });
  return files;
}
