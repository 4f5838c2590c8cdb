// 001 §2 "Pembayaran": choose a method (BPD or Doku), then the payment's information, the
// instructions, the proof upload (BPD; a link to its own route, pembayaran/bukti) or the gateway
// link (Doku), as paymentView decides.
import { Link, useActionData } from "@remix-run/react";
import { BpdInstructions } from "~/features/payments/Instructions";
import { PaymentInfo } from "~/features/payments/PaymentInfo";
import { PaymentMethodForm } from "~/features/payments/PaymentMethodForm";
import { PaymentTabSkeleton, useBankPageLoading } from "~/features/payments/PaymentTabSkeleton";
import { ProofSentDialog } from "~/features/payments/ProofSentDialog";
import { isFormAnswer } from "~/lib/forms/answer";
import { detailHref } from "~/features/orders/tabs";
import { paymentView } from "~/features/payments/panels";
import { CHOOSE_PAYMENT_INTENT, PROOF_SENT_MODAL } from "~/features/payments/forms";
import { bankPageHref, proofHref } from "~/features/payments/paths";
import type { paymentTabData } from "~/features/payments/tab-data.server";
import type { TabProps } from "../orders/types";

export const DOKU_EXPIRED_TEXT = "Anda telah melewati batas pembayaran, silahkan hubungi admin";

export function PaymentTab({
  order,
  transactionId,
  modal,
  data,
}: TabProps<Awaited<ReturnType<typeof paymentTabData>>>) {
  const { payment } = data;
  const { status, invoice } = order.data;
  const view = paymentView(
    status,
    payment ? { payment_service: payment.service, status: payment.status } : null,
  );
  const here = detailHref(transactionId, "pembayaran");
  // 000 §2 the bank page's skeleton: shown here while it loads after the BPD choice or its link.
  const bankPageLoading = useBankPageLoading();
  // A choice the host refused stays with what was chosen and its refusal, even when the order
  // moved on meanwhile (no longer payable): the host's word reaches the buyer.
  const actionData = useActionData();
  const answer = isFormAnswer(actionData) ? actionData : undefined;
  if (bankPageLoading) return <PaymentTabSkeleton />;
  return (
    <section className="order-section payment-tab" aria-labelledby="payment-tab-title">
      <h2 id="payment-tab-title">Pembayaran</h2>
      {view.chooseMethod || answer?.intent === CHOOSE_PAYMENT_INTENT ? (
        <PaymentMethodForm action={here} answer={answer} />
      ) : null}
      {view.cannotPay ? <p className="payment-notice">Anda belum bisa melakukan pembayaran</p> : null}
      {payment && view.info ? <PaymentInfo payment={payment} /> : null}
      {view.uploadProof || view.bpdInstructions ? (
        <p className="payment-actions">
          {view.uploadProof ? (
            <Link to={proofHref(transactionId)} role="button" prefetch="intent">
              Upload Bukti Pembayaran
            </Link>
          ) : null}
          {view.bpdInstructions ? (
            <Link to={bankPageHref(transactionId)}>Halaman Pembayaran Bank</Link>
          ) : null}
        </p>
      ) : null}
      {view.bpdInstructions ? <BpdInstructions headingLevel={3} /> : null}
      {view.dokuLink && payment?.urlPayment ? (
        <p className="payment-actions">
          <a href={payment.urlPayment} role="button">
            Tata Cara Pembayaran
          </a>
        </p>
      ) : null}
      {view.dokuExpired ? (
        <div className="payment-expired" role="alert">
          <p>{DOKU_EXPIRED_TEXT}</p>
          <Link to={`/profil/chat?${new URLSearchParams({ invoice })}`} role="button">
            Chat Admin
          </Link>
        </div>
      ) : null}
      {payment ? (
        <p>
          <Link to={`/profil/status-pembayaran?id=${transactionId}`}>Lihat Status Pembayaran</Link>
        </p>
      ) : null}
      {modal === PROOF_SENT_MODAL ? <ProofSentDialog okTo={here} /> : null}
    </section>
  );
}
