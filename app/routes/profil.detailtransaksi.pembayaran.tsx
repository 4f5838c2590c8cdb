// Pembayaran (001 §2): choosing BPD or Doku and the payment's information. The proof upload is a
// child route (`pembayaran/bukti`, the one form of the tab that carries a file), so that its form
// code is not part of the tab's first load.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { PaymentTab } from "~/features/payments/PaymentTab";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { choosePayment } from "~/features/payments/tab-action.server";
import { formAction, loadTab } from "~/features/orders/order-page.server";
import { parseId } from "~/features/orders/tabs";
import { CHOOSE_PAYMENT_INTENT } from "~/features/payments/forms";
import { PROOF_MODAL, proofHref } from "~/features/payments/paths";
import { paymentTabData } from "~/features/payments/tab-data.server";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

/** The proof form's old address (`?modal=bukti`: bookmarks, mails) leads to its own. */
function leaveProofModalAddress(request: Request, status: number) {
  const url = new URL(request.url);
  const id = parseId(url.searchParams.get("id_transaksi"));
  if (id !== null && url.searchParams.get("modal") === PROOF_MODAL) throw redirect(proofHref(id), status);
}

export const loader = (args: LoaderFunctionArgs) => {
  leaveProofModalAddress(args.request, 301);
  return loadTab(args, "pembayaran", paymentTabData);
};

export const action = (args: ActionFunctionArgs) => {
  // An old proof form's post: 307 keeps its method and body on the way to the proof's action.
  leaveProofModalAddress(args.request, 307);
  return formAction(args, "pembayaran", { intent: CHOOSE_PAYMENT_INTENT, handler: choosePayment });
};

export default function PaymentPage() {
  const { modal, data } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return (
    <PaymentTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal} data={data} />
  );
}

export const ErrorBoundary = TabError;
