// Penerimaan (001 §2): the shipments' receipt forms with their documents. Every form of the tab
// carries files, so its action streams the body to disk (readUpload with the receipt's spec).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { ReceiptTab } from "~/features/orders/receipt/ReceiptTab";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { receiptUploadSpec, saveReceiptForm } from "~/features/orders/receipt/action.server";
import { formAction, loadTab } from "~/features/orders/order-page.server";
import { RECEIPT_INTENT } from "~/features/orders/receipt/receipt";
import { receiptTabData } from "~/features/orders/receipt/receipt.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("receipt", "upload");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const loader = (args: LoaderFunctionArgs) => loadTab(args, "penerimaan", receiptTabData);

export const action = (args: ActionFunctionArgs) =>
  formAction(args, "penerimaan", {
    intent: RECEIPT_INTENT,
    handler: saveReceiptForm,
    uploadSpec: receiptUploadSpec,
  });

export default function ReceiptPage() {
  const { modal, data } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return (
    <ReceiptTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal} data={data} />
  );
}

export const ErrorBoundary = TabError;
