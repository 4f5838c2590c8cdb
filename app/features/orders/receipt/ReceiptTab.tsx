import { SuccessDialog } from "~/components/ui/ResultDialog";
import { ReceiptForm } from "~/features/orders/receipt/ReceiptForm";
import {
  RECEIPT_SAVED_MODAL,
  RECEIPT_UPDATED_MODAL,
  archiveHref,
  noShipmentText,
} from "~/features/orders/receipt/receipt";
import type { ReceiptRecordView, ShipmentView } from "~/features/orders/receipt/receipt.server";
import { detailHref } from "~/features/orders/tabs";
import type { TabProps } from "../types";

/** 001 §8's success messages of a receipt's first save and of later ones. */
const SAVED = {
  [RECEIPT_SAVED_MODAL]: "Data anda telah berhasil disimpan",
  [RECEIPT_UPDATED_MODAL]: "Data anda telah berhasil diperbaharui",
} as const;

const savedState = (record: ReceiptRecordView) =>
  [
    record.id,
    record.variant,
    record.receivedOn,
    record.unitsReceived,
    record.receiver,
    ...Object.values(record.documents).map((document) => document.url),
  ].join(" ");

/**
 * 001 §2 Penerimaan: per shipment ("Pengiriman N") a receipt form per record with its
 * supporting documents, and "Unduh semua dokumen" (one ZIP); before any shipment, why not yet.
 */
export function ReceiptTab({ order, transactionId, modal, data }: TabProps<{ shipments: ShipmentView[] }>) {
  const { shipments } = data;
  const here = detailHref(transactionId, "penerimaan");
  return (
    <section className="order-section receipt-tab" aria-labelledby="tab-title">
      <header className="receipt-head">
        <h2 id="tab-title">Penerimaan</h2>
        {shipments.length > 0 ? (
          // A file download: a whole-page request, never a client navigation.
          <a href={archiveHref(transactionId)} download role="button" className="secondary">
            Unduh semua dokumen
          </a>
        ) : null}
      </header>
      {shipments.length === 0 ? (
        <p className="receipt-empty">{noShipmentText(order.data.status)}</p>
      ) : (
        shipments.map((shipment) => (
          <section
            key={shipment.id}
            className="receipt-shipment"
            aria-labelledby={`pengiriman-${shipment.id}`}
          >
            <h3 id={`pengiriman-${shipment.id}`}>Pengiriman {shipment.number}</h3>
            {shipment.records.map((record) => (
              // A saved receipt comes back changed: the form starts afresh (nothing still chosen or edited).
              <ReceiptForm
                key={savedState(record)}
                transactionId={transactionId}
                record={record}
                action={here}
              />
            ))}
          </section>
        ))
      )}
      {modal === RECEIPT_SAVED_MODAL || modal === RECEIPT_UPDATED_MODAL ? (
        <SuccessDialog name={`penerimaan${modal}`} message={SAVED[modal]} okTo={here} />
      ) : null}
    </section>
  );
}
