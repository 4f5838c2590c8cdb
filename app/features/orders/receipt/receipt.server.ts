// The Penerimaan tab's own read (001 §7 GET transaction-support-document/{id}), beside the
// order's, shaped for the tab: dates formatted here so that date-fns stays out of the page's
// JavaScript, document paths made into links to the buyer's private files (~/lib/private-files.server).
import { witaDay } from "@contract/dates";
import { fileUrl } from "~/lib/admin/client.server";
import {
  getShipments,
  type DocumentSlot,
  type ReceiptRecord,
  type Shipment,
} from "~/lib/admin/support-documents.server";
import { formatDate } from "~/lib/format-date";
import { extensionOf, isDocumentSlot, receiptVariant } from "./receipt";
import type { OrderRequest } from "../order-page.server";

export type ReceiptRecordView = {
  id: number;
  /** "Informasi Penerimaan Barang N": counted through the order, so every form has its own title. */
  number: number;
  product: string;
  waybill: string;
  courier: string;
  shippedOn: string;
  /** YYYY-MM-DD: the earliest received date the host accepts. */
  deliveryDate: string;
  /** YYYY-MM-DD: the latest, today in WITA (a later day is refused on save). */
  latestDate: string;
  unitsShipped: number;
  notes: string;
  /** YYYY-MM-DD, or "" before the receipt. */
  receivedOn: string;
  unitsReceived: string;
  receiver: string;
  variant: "create" | "update";
  /** The uploaded document of each slot: its link (the storefront's, with the session) and extension. */
  documents: Partial<Record<DocumentSlot, { url: string; extension: string }>>;
};

export type ShipmentView = { id: number; number: number; records: ReceiptRecordView[] };

const courierOf = (shipment: Shipment) =>
  [shipment.address?.shipping_courier.toUpperCase(), shipment.address?.shipping_service]
    .filter(Boolean)
    .join(" ");

function documentsOf(record: ReceiptRecord): ReceiptRecordView["documents"] {
  const documents: ReceiptRecordView["documents"] = {};
  for (const document of record.document) {
    const url = fileUrl(document.file);
    if (isDocumentSlot(document.name) && url) {
      documents[document.name] = { url, extension: extensionOf(document.file) };
    }
  }
  return documents;
}

export function presentShipments(shipments: Shipment[], today = witaDay()): ShipmentView[] {
  let number = 0;
  return shipments.map((shipment) => ({
    id: shipment.id,
    number: shipment.shipment_no,
    records: shipment.detail.map((record) => ({
      id: record.id,
      number: ++number,
      product: record.transaction_detail.name_product,
      waybill: record.no_airwaybill || shipment.no_airwaybill,
      courier: courierOf(shipment),
      shippedOn: formatDate(record.date_delivery || shipment.date_delivery),
      deliveryDate: record.date_delivery || shipment.date_delivery,
      latestDate: today,
      unitsShipped: record.unit_delivery,
      notes: shipment.descriptions,
      receivedOn: record.date_receipt?.slice(0, 10) ?? "",
      unitsReceived: record.unit_receipt === null ? "" : String(record.unit_receipt),
      receiver: record.name_receipt ?? "",
      variant: receiptVariant(record.date_receipt),
      documents: documentsOf(record),
    })),
  }));
}

export async function receiptTabData(ctx: OrderRequest) {
  return { shipments: presentShipments(await getShipments(ctx.admin, ctx.transactionId)) };
}
