// Pembayaran (001 §2): choosing BPD or Doku, the payment's information and the proof upload
// (`?modal=bukti`, the one form of the tab that carries a file, streamed to disk).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/components/orders/tab-route";
import { PaymentTab } from "~/components/orders/tabs/PaymentTab";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { choosePayment, sendProof } from "~/lib/orders/actions/payment.server";
import { paymentIntents } from "~/lib/orders/intent-schemas";
import { loadTab, tabAction } from "~/lib/orders/order-page.server";
import { CHOOSE_PAYMENT_INTENT, PROOF_INTENT, PROOF_MODAL } from "~/lib/payments/forms";
import { proofUploadSpec } from "~/lib/payments/proof.server";
import { paymentTabData } from "~/lib/payments/tab-data.server";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const loader = (args: LoaderFunctionArgs) => loadTab(args, "pembayaran", paymentTabData);

export const action = (args: ActionFunctionArgs) =>
  tabAction(args, "pembayaran", {
    intents: paymentIntents,
    handlers: { [CHOOSE_PAYMENT_INTENT]: choosePayment, [PROOF_INTENT]: sendProof },
    uploadSpec: (modal) => (modal === PROOF_MODAL ? proofUploadSpec : null),
  });

export default function PaymentPage() {
  const { modal, data } = useLoaderData<typeof loader>();
  const { order, transactionId, orderedOn } = useOrderPage();
  return (
    <PaymentTab order={order} transactionId={transactionId} orderedOn={orderedOn} modal={modal} data={data} />
  );
}

export const ErrorBoundary = TabError;
